import { z } from 'zod';
import { R } from '../rights.js';
import {
  kavCarrier,
  kavCarrierQuery,
  kavDistribution,
  kavExportRequest,
  kavSum,
  kavSumRequest,
  kavTest,
} from '../schemas/kav.js';
import { defineCall, XLSX_TYPE } from './define.js';

/** Cost accounting belongs with the statistics: RIGHT_NETWORK_CREATE; content limited to the visible networks. */
const access = { anyOf: [R.networkCreate] } as const;
const tags = ['Kostenrechnung'];

export const kavCalls = {
  sums: defineCall({
    method: 'POST',
    path: '/v1/kav/kstart/sum',
    access,
    tags,
    summary: 'Summen je Kostenstelle',
    body: kavSumRequest,
    answer: kavSum,
  }),
  carriers: defineCall({
    method: 'GET',
    path: '/v1/kav/ksttraeger',
    access,
    tags,
    summary: 'Kostenträger: Netzwerke und Standorte mit Kostenstelle',
    querystring: kavCarrierQuery,
    answer: z.array(kavCarrier),
  }),
  distributions: defineCall({
    method: 'GET',
    path: '/v1/kav/VerteilungSummen',
    access,
    tags,
    summary: 'Verteilung der Netzwerk-Summen auf das Netzwerk und seine Standorte',
    querystring: kavCarrierQuery,
    answer: z.array(kavDistribution),
  }),
  selfCheck: defineCall({
    method: 'GET',
    path: '/v1/kav/test',
    access,
    tags,
    summary: 'Selbsttest der Kostenrechnungsdaten',
    answer: kavTest,
  }),
  export: defineCall({
    method: 'POST',
    path: '/v1/kav/kstktr/exportToExcel',
    access,
    tags,
    summary: 'Kostenträger, Summen und Verteilung als Excel-Datei (.xlsx)',
    body: kavExportRequest,
    produces: [XLSX_TYPE],
  }),
};
