import dayjs from 'dayjs';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  kind: 'added' | 'removed' | 'changed' | 'same';
}

/** A value as short readable text ('' for missing). */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Field by field: what an audit entry changed, changed fields first, unchanged last. */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = fields.map((field): FieldChange => {
    const had = before !== null && field in before;
    const has = after !== null && field in after;
    const b = had ? valueText(before?.[field]) : '';
    const a = has ? valueText(after?.[field]) : '';
    const kind = !had ? 'added' : !has ? 'removed' : a === b ? 'same' : 'changed';
    return { field, before: b, after: a, kind };
  });
  return [...changes.filter((c) => c.kind !== 'same'), ...changes.filter((c) => c.kind === 'same')];
}

/** Log and audit times with seconds: DD.MM.YYYY HH:mm:ss. */
export function formatLogTime(epochMs: number): string {
  return dayjs(epochMs).format('DD.MM.YYYY HH:mm:ss');
}

/** Whether a text is JSON (system config data must be). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
