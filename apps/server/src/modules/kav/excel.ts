import ExcelJS from 'exceljs';
import type { CostRow } from '../companies/cost-rows.js';
import { distributionsOf, sumsOf } from './service.js';

type Column = { header: string; key: string; width: number; numFmt?: string };

function addSheet(book: ExcelJS.Workbook, name: string, columns: Column[], rows: Array<Record<string, unknown>>) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: columns.length } };
  return sheet;
}

const typeLabel = (r: { isMother: number; typ: number }) =>
  r.isMother === 1 ? (r.typ === 1 ? 'Veranstalter-Netzwerk' : 'Netzwerk') : 'Standort';
const INT = '#,##0';
const PERCENT = '0.00%';

/**
 * POST kav/kstktr/exportToExcel: cost-centre carriers, sums per cost centre and the distribution per network
 * as a real .xlsx with typed cells (texts as text, counts as numbers, shares as percent, dates as dates).
 * Text cells are never formulas, so a cost centre like '=1+1' stays text.
 */
export async function costAccountingWorkbook(rows: readonly CostRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Digital-Signage-Plattform';
  addSheet(
    book,
    'Kostenträger',
    [
      { header: 'Kostenstelle', key: 'costCenter', width: 16 },
      { header: 'Netzwerk', key: 'networkName', width: 28 },
      { header: 'Name', key: 'name', width: 32 },
      { header: 'Typ', key: 'type', width: 20 },
      { header: 'Standorte', key: 'cntLocations', width: 11, numFmt: INT },
      { header: 'Geräte', key: 'cntDevices', width: 10, numFmt: INT },
      { header: 'Playlist-Einträge', key: 'cntPlaylistItems', width: 17, numFmt: INT },
      { header: 'Angelegt', key: 'created', width: 12, numFmt: 'dd.mm.yyyy' },
    ],
    rows
      .filter((r) => r.costCenter)
      .map((r) => ({ ...r, networkName: r.networkName ?? '', type: typeLabel(r), created: new Date(r.created) })),
  );
  const sums = sumsOf(rows);
  addSheet(
    book,
    'Summen',
    [
      { header: 'Kostenstelle', key: 'costCenter', width: 18 },
      { header: 'Firmen', key: 'cntCompanies', width: 10, numFmt: INT },
      { header: 'Netzwerke', key: 'cntNetworks', width: 11, numFmt: INT },
      { header: 'Standorte', key: 'cntLocations', width: 11, numFmt: INT },
      { header: 'Geräte', key: 'cntDevices', width: 10, numFmt: INT },
      { header: 'Playlist-Einträge', key: 'cntPlaylistItems', width: 17, numFmt: INT },
    ],
    sums.rows.map((r) => ({ ...r, costCenter: r.costCenter ?? '(ohne Kostenstelle)' })),
  ).addRow({ costCenter: 'Gesamt', ...sums.total }).font = { bold: true };
  addSheet(
    book,
    'Verteilung',
    [
      { header: 'Netzwerk', key: 'network', width: 28 },
      { header: 'Anteil von', key: 'name', width: 32 },
      { header: 'Kostenstelle', key: 'costCenter', width: 16 },
      { header: 'Geräte', key: 'cntDevices', width: 10, numFmt: INT },
      { header: 'Anteil Geräte', key: 'shareDevices', width: 14, numFmt: PERCENT },
      { header: 'Playlist-Einträge', key: 'cntPlaylistItems', width: 17, numFmt: INT },
      { header: 'Anteil Einträge', key: 'sharePlaylistItems', width: 15, numFmt: PERCENT },
    ],
    distributionsOf(rows).flatMap((net) =>
      net.parts.map((p) => ({
        network: net.name,
        name: p.isMother === 1 ? `${p.name} (Netzwerk selbst)` : p.name,
        costCenter: p.costCenter ?? '',
        cntDevices: p.cntDevices,
        shareDevices: p.shareDevices / 100,
        cntPlaylistItems: p.cntPlaylistItems,
        sharePlaylistItems: p.sharePlaylistItems / 100,
      })),
    ),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
