import { neutraliseCsvCell, type PlayReport, REPORT_GROUP_LABELS } from '@signage/shared';
import { stringify } from 'csv-stringify/sync';

/** A number for German Excel: decimal comma, no thousands separator (Excel reads it as a number). */
export const germanDecimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

const hours = (seconds: number) => seconds / 3600;

/** The columns of the share reported with the screen's device secret (operator-grade proof). */
export const SECURED_HEADERS = ['Abspielungen mit Gerätegeheimnis', 'Sekunden mit Gerätegeheimnis'] as const;
/** The lines under the table: reports not counted and reports shortened, each reason with its count. */
export function discardedLines(report: PlayReport): Array<[string, number]> {
  const { refused, clipped, reasons } = report.discarded;
  return [
    ['Verworfene Meldungen (nicht gezählt)', refused],
    ['Gekürzte Meldungen (überlappend)', clipped],
    ...reasons.map((r): [string, number] => [`Grund: ${r.message}`, r.count]),
  ];
}

/** The columns of a report table: the group, where it belongs, plays, seconds, hours (and QR scans for offers). */
function headerOf(report: PlayReport): string[] {
  const header = [REPORT_GROUP_LABELS[report.by], 'Zuordnung', 'Abspielungen', 'Sekunden', 'Stunden'];
  return [...header, ...SECURED_HEADERS, ...(report.by === 'offer' ? ['QR-Scans'] : [])];
}

/** The file name of an export ('wiedergaben-angebot-2026-05-01-2026-05-31.csv'). */
export const exportName = (report: PlayReport, ext: 'csv' | 'xlsx') =>
  `wiedergaben-${REPORT_GROUP_LABELS[report.by].toLowerCase()}-${report.from}-${report.to}.${ext}`;

/** CSV for German Excel: `;`, CRLF, UTF-8 with BOM, decimal comma; no text cell can start a formula. */
export function reportCsv(report: PlayReport): string {
  const offers = report.by === 'offer';
  const records = report.rows.map((r) => [
    neutraliseCsvCell(r.label),
    neutraliseCsvCell(r.context),
    String(r.plays),
    germanDecimal(r.seconds, 1),
    germanDecimal(hours(r.seconds), 2),
    String(r.securedPlays),
    germanDecimal(r.securedSeconds, 1),
    ...(offers ? [String(r.scans ?? 0)] : []),
  ]);
  const total = [
    'Gesamt',
    '',
    String(report.total.plays),
    germanDecimal(report.total.seconds, 1),
    germanDecimal(hours(report.total.seconds), 2),
    String(report.total.securedPlays),
    germanDecimal(report.total.securedSeconds, 1),
  ];
  const notes = discardedLines(report).map(([label, count]) => [neutraliseCsvCell(label), '', String(count)]);
  return germanCsv([headerOf(report), ...records, offers ? [...total, ''] : total, [], ...notes]);
}

/** Rows as CSV for German Excel: `;`, CRLF, UTF-8 with BOM (the cells already neutralised and formatted). */
export const germanCsv = (rows: string[][]) =>
  stringify(rows, { delimiter: ';', record_delimiter: 'windows', bom: true, quoted_match: /[\r\n;"]/ });
