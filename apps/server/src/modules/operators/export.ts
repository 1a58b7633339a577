import { neutraliseCsvCell, OPERATOR_GROUP_LABELS, type OperatorReport } from '@signage/shared';
import { germanCsv, germanDecimal, SECURED_HEADERS } from '../plays/export.js';

/** The file name of an export ('nachweise-angebot-2026-05-01-2026-05-31.csv'). */
export const operatorExportName = (report: OperatorReport, ext: 'csv' | 'xlsx' | 'pdf') =>
  `nachweise-${OPERATOR_GROUP_LABELS[report.by].toLowerCase()}-${report.from}-${report.to}.${ext}`;

const COLUMNS = ['Abspielungen', 'Sekunden', 'Bildschirmstunden', ...SECURED_HEADERS, 'Bildschirme', 'Standorte'];

const values = (r: Omit<OperatorReport['total'], 'scans'>) => [
  String(r.plays),
  germanDecimal(r.seconds, 1),
  germanDecimal(r.seconds / 3600, 2),
  String(r.securedPlays),
  germanDecimal(r.securedSeconds, 1),
  String(r.screens),
  String(r.locations),
];

/** The operator's report as CSV for German Excel (as the staff reports' CSV). */
export function operatorCsv(report: OperatorReport): string {
  const offers = report.by === 'offer';
  const header = [OPERATOR_GROUP_LABELS[report.by], 'Zuordnung', ...COLUMNS, ...(offers ? ['QR-Scans'] : [])];
  const rows = report.rows.map((r) => [
    neutraliseCsvCell(r.label),
    neutraliseCsvCell(r.context),
    ...values(r),
    ...(offers ? [String(r.scans ?? 0)] : []),
  ]);
  const total = ['Gesamt', '', ...values(report.total), ...(offers ? [String(report.total.scans)] : [])];
  return germanCsv([header, ...rows, total]);
}
