import type { PlayReport } from '@signage/shared';
import ExcelJS from 'exceljs';
import { discardedLines, SECURED_HEADERS } from './export.js';

const INT = '#,##0';
const DECIMAL = '#,##0.0';

/**
 * The report as .xlsx (exceljs): the table (typed cells: counts and seconds as numbers, texts as text, never
 * formulas) and the plays per day.
 */
export async function reportWorkbook(report: PlayReport, groupLabel: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Digital-Signage-Plattform';
  const table = book.addWorksheet('Bericht', { views: [{ state: 'frozen', ySplit: 1 }] });
  table.columns = [
    { header: groupLabel, key: 'label', width: 40 },
    { header: 'Zuordnung', key: 'context', width: 36 },
    { header: 'Abspielungen', key: 'plays', width: 14, style: { numFmt: INT } },
    { header: 'Sekunden', key: 'seconds', width: 14, style: { numFmt: DECIMAL } },
    { header: 'Stunden', key: 'hours', width: 12, style: { numFmt: '#,##0.00' } },
    { header: SECURED_HEADERS[0], key: 'securedPlays', width: 18, style: { numFmt: INT } },
    { header: SECURED_HEADERS[1], key: 'securedSeconds', width: 18, style: { numFmt: DECIMAL } },
    ...(report.by === 'offer' ? [{ header: 'QR-Scans', key: 'scans', width: 11, style: { numFmt: INT } }] : []),
  ];
  table.addRows(report.rows.map((r) => ({ ...r, hours: r.seconds / 3600 })));
  table.addRow({ label: 'Gesamt', ...report.total, hours: report.total.seconds / 3600 }).font = { bold: true };
  table.getRow(1).font = { bold: true };
  const discarded = book.addWorksheet('Verworfen');
  discarded.columns = [
    { header: 'Meldungen', key: 'label', width: 60 },
    { header: 'Anzahl', key: 'count', width: 10, style: { numFmt: INT } },
  ];
  discarded.addRows(discardedLines(report).map(([label, count]) => ({ label, count })));
  discarded.getRow(1).font = { bold: true };
  const days = book.addWorksheet('Verlauf', { views: [{ state: 'frozen', ySplit: 1 }] });
  days.columns = [
    { header: 'Tag', key: 'day', width: 12, style: { numFmt: 'dd.mm.yyyy' } },
    { header: 'Abspielungen', key: 'plays', width: 14, style: { numFmt: INT } },
    { header: 'Sekunden', key: 'seconds', width: 14, style: { numFmt: DECIMAL } },
  ];
  days.addRows(report.series.map((d) => ({ ...d, day: new Date(`${d.day}T00:00:00Z`) })));
  days.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
