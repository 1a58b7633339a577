import { R } from '../rights.js';
import { playReport, reportQuery } from '../schemas/plays.js';
import { defineCall, XLSX_TYPE } from './define.js';

const access = { anyOf: [R.reports] } as const;
const tags = ['Berichte'];
const description =
  'Recht RIGHT_COMP_VISIBLE_REPORTS; nur die Wiedergaben in Netzwerken und Standorten, die der Benutzer erreicht.';

/** The proof-of-play report for a period, grouped, as JSON, CSV or Excel. */
export const reportCalls = {
  plays: defineCall({
    method: 'GET',
    path: '/v1/reports/plays',
    access,
    tags,
    summary: 'Wiedergaben und Sekunden je Netzwerk, Standort, Bildschirm, Eintrag, Angebot oder Veranstalter',
    description,
    querystring: reportQuery,
    answer: playReport,
  }),
  playsCsv: defineCall({
    method: 'GET',
    path: '/v1/reports/plays/csv',
    access,
    tags,
    summary: 'Der Bericht als CSV für Excel (Semikolon, UTF-8 mit BOM, Dezimalkomma)',
    description,
    querystring: reportQuery,
    produces: ['text/csv'],
  }),
  playsXlsx: defineCall({
    method: 'GET',
    path: '/v1/reports/plays/xlsx',
    access,
    tags,
    summary: 'Der Bericht als Excel-Datei (.xlsx)',
    description,
    querystring: reportQuery,
    produces: [XLSX_TYPE],
  }),
};
