import { OPERATOR_GROUP_LABELS, type OperatorReport } from '@signage/shared';
import ExcelJS from 'exceljs';
import { SECURED_HEADERS } from '../plays/export.js';

const INT = '#,##0';
const DECIMAL = '#,##0.0';

/** The operator's report as .xlsx: the table (typed cells, never formulas) and the plays per day, week or month. */
export async function operatorWorkbook(report: OperatorReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Digital-Signage-Plattform';
  const table = book.addWorksheet('Nachweise', { views: [{ state: 'frozen', ySplit: 1 }] });
  table.columns = [
    { header: OPERATOR_GROUP_LABELS[report.by], key: 'label', width: 40 },
    { header: 'Zuordnung', key: 'context', width: 20 },
    { header: 'Abspielungen', key: 'plays', width: 14, style: { numFmt: INT } },
    { header: 'Sekunden', key: 'seconds', width: 14, style: { numFmt: DECIMAL } },
    { header: 'Bildschirmstunden', key: 'hours', width: 18, style: { numFmt: '#,##0.00' } },
    { header: SECURED_HEADERS[0], key: 'securedPlays', width: 18, style: { numFmt: INT } },
    { header: SECURED_HEADERS[1], key: 'securedSeconds', width: 18, style: { numFmt: DECIMAL } },
    { header: 'Bildschirme', key: 'screens', width: 12, style: { numFmt: INT } },
    { header: 'Standorte', key: 'locations', width: 12, style: { numFmt: INT } },
    ...(report.by === 'offer' ? [{ header: 'QR-Scans', key: 'scans', width: 11, style: { numFmt: INT } }] : []),
  ];
  table.addRows(report.rows.map((r) => ({ ...r, hours: r.seconds / 3600 })));
  table.addRow({ label: 'Gesamt', ...report.total, hours: report.total.seconds / 3600 }).font = { bold: true };
  table.getRow(1).font = { bold: true };
  const series = book.addWorksheet('Verlauf', { views: [{ state: 'frozen', ySplit: 1 }] });
  series.columns = [
    {
      header: report.period === 'day' ? 'Tag' : report.period === 'week' ? 'Woche ab' : 'Monat',
      key: 'day',
      width: 12,
      style: { numFmt: 'dd.mm.yyyy' },
    },
    { header: 'Abspielungen', key: 'plays', width: 14, style: { numFmt: INT } },
    { header: 'Sekunden', key: 'seconds', width: 14, style: { numFmt: DECIMAL } },
  ];
  series.addRows(report.series.map((d) => ({ ...d, day: new Date(`${d.day}T00:00:00Z`) })));
  series.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
