import { z } from 'zod';
import { guid } from './common.js';

/**
 * Cost accounting (SPEC §7 "Cost accounting"), defined over the cost centres (costCenter) of networks
 * and locations. What a company "carries": its devices (devices whose company it is; for a network also
 * devices assigned to the network without a location) and the items of its playlists.
 */
const counts = {
  cntLocations: z.number().int(),
  cntDevices: z.number().int(),
  cntPlaylistItems: z.number().int(),
};

/** kav/ksttraeger: one row per company that has a cost centre. */
export const kavCarrier = z.object({
  costCenter: z.string(),
  guid,
  name: z.string(),
  isMother: z.number().int(),
  typ: z.number().int(),
  networkGuid: z.string().nullable(),
  networkName: z.string().nullable(),
  /** For a network: its locations; for a location: 0. */
  ...counts,
  created: z.number(),
});
export const kavCarrierQuery = z.object({ guid: guid.optional().describe('only this network') });

export const kavSumRequest = z.object({ guid: guid.optional().describe('only this network') }).default({});
/** kav/kstart/sum: totals per cost centre (costCenter null = companies without one). */
export const kavSumRow = z.object({
  costCenter: z.string().nullable(),
  cntCompanies: z.number().int(),
  cntNetworks: z.number().int(),
  /** Locations that carry the cost centre. */
  cntLocations: z.number().int(),
  cntDevices: z.number().int(),
  cntPlaylistItems: z.number().int(),
});
export const kavSum = z.object({
  rows: z.array(kavSumRow),
  total: kavSumRow.omit({ costCenter: true }),
});

const distributionPart = z.object({
  guid,
  name: z.string(),
  costCenter: z.string().nullable(),
  /** 1 for the network's own part (devices and playlists of the network itself). */
  isMother: z.number().int(),
  cntDevices: z.number().int(),
  cntPlaylistItems: z.number().int(),
  /** Percent of the network total, two decimals; the parts add up to 100. */
  shareDevices: z.number(),
  sharePlaylistItems: z.number(),
});
/** kav/VerteilungSummen: each network's total and how it is distributed over the network and its locations. */
export const kavDistribution = z.object({
  guid,
  name: z.string(),
  costCenter: z.string().nullable(),
  typ: z.number().int(),
  total: z.object({ cntLocations: z.number().int(), cntDevices: z.number().int(), cntPlaylistItems: z.number().int() }),
  parts: z.array(distributionPart),
});

/** kav/test: a self-check of the cost-accounting data in the caller's scope. */
export const kavCheck = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** false: the data needs attention. */
  ok: z.boolean(),
});
export const kavTest = z.object({ ok: z.boolean(), checks: z.array(kavCheck) });

export const kavExportRequest = z.object({ guid: guid.optional().describe('only this network') }).default({});
