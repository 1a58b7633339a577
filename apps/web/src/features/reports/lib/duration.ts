/**
 * A play time as h:mm:ss (12.8 s read 'Stunden 0,00'); whole seconds, rounded; hours grow beyond 24 (a report's total
 * may span many days of playing).
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
