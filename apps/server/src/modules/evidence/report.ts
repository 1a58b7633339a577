import { type EvidenceOffer, type GlassResult, WEB_PLAYER_VERSION } from '@signage/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { evidenceEntries } from '../../db/schema.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { canOpen } from '../companies/policy.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { findDevice } from '../device-records/repository.js';
import { type ChainCheck, chainSentence, checkChain } from './chain.js';
import { offerPlaysOf } from './plays.js';
import type { shownFields } from './record.js';

export const NO_EVIDENCE = 'Für dieses Angebot gibt es an diesem Standort keinen Nachweis.';
const DELETED_SCREEN = 'Gelöschter Bildschirm';
/** The period filter's days are calendar days in this zone. */
const DAY_ZONE = 'Europe/Berlin';

export interface EvidenceImage {
  side: 'h' | 'v';
  sha256: string;
  key: string;
  bytes: number;
}
export interface EvidenceScreen {
  guidDevice: string;
  name: string;
  /** Starts of the first and the last counted play of the version on this screen (ISO, ms). */
  firstPlay: string;
  lastPlay: string;
  plays: number;
  /** Counted seconds (clipped where plays overlapped). */
  seconds: number;
  /** Plays reported with the screen's device secret. */
  securedPlays: number;
}
export interface EvidenceVersion {
  seq: number;
  /** From when to when the images of this version were in the loop (to null: still). */
  from: string;
  to: string | null;
  provider: string;
  fields: ReturnType<typeof shownFields>;
  answerSha256: string;
  stand: string;
  images: EvidenceImage[];
  screens: EvidenceScreen[];
  plays: number;
  seconds: number;
  securedPlays: number;
}
/**
 * One row of 'Prüfung auf dem Glas': a glass check of the offer's image on a screen (an entry of kind 'glass'), or a
 * screen that played the offer but cannot be checked (not the web player: 'nicht prüfbar').
 */
export interface EvidenceGlass {
  /** The chain entry; null for a screen that cannot be checked. */
  seq: number | null;
  guidDevice: string;
  name: string;
  /** When the checked image was on the screen (ISO); null for 'nicht prüfbar'. */
  shownAt: string | null;
  result: GlassResult;
  /** 0–255 (null: black or not checkable) and the largest distance that confirmed then. */
  distance: number | null;
  maxDistance: number | null;
  /** The version in force when the check entered the chain (1-based, as the document counts them). */
  version: number | null;
  /** The item and the SHA-256 of the very file it was compared with (the playlist's copy of the version's image). */
  itemName: string | null;
  expectedSha256: string | null;
  /** Asked for ('Bildschirm prüfen') rather than the first showing of the day. */
  requested: boolean;
}
export interface EvidenceReport {
  location: { guid: string; name: string };
  offerId: string;
  createdAt: string;
  chain: ChainCheck & { sentence: string };
  versions: EvidenceVersion[];
  placements: Array<{
    seq: number;
    at: string;
    advisoryId: string;
    ipSha256: string;
    from: string;
    till: string;
    playlists: Array<{ guid: string; name: string; side: string }>;
  }>;
  rechecks: Array<{ seq: number; at: string; result: string; summary: string | null }>;
  takedowns: Array<{ seq: number; at: string; reason: string }>;
  glass: EvidenceGlass[];
  entries: Array<{
    seq: number;
    kind: string;
    createdAt: string;
    prevHash: string;
    hash: string;
    data: Record<string, unknown>;
  }>;
}

const berlinDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DAY_ZONE }).format(at);

/** The archive of one offer at one location, with the plays of each version per screen. */
export async function evidenceReport(ctx: AppContext, actor: Actor, guid: string, offerId: string) {
  const company = await visibleCompany(ctx, actor, guid);
  // the offers policy (offers/policy.ts canListOffers): whoever may open the location
  if (!canOpen(actor, companyRef(company))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  const rows = await ctx.db
    .select()
    .from(evidenceEntries)
    .where(and(eq(evidenceEntries.guidCompany, guid), eq(evidenceEntries.offerId, offerId)))
    .orderBy(asc(evidenceEntries.seq));
  if (rows.length === 0) throw new AppError('NOT_FOUND', NO_EVIDENCE);
  const chain = await checkChain(ctx.db);
  const iso = (d: Date) => d.toISOString();
  const report: EvidenceReport = {
    location: { guid, name: company.name ?? '' },
    offerId,
    createdAt: new Date(ctx.clock.now()).toISOString(),
    chain: { ...chain, sentence: chainSentence(chain) },
    versions: [],
    placements: [],
    rechecks: [],
    takedowns: [],
    glass: [],
    entries: rows.map((r) => ({
      seq: r.seq,
      kind: r.kind,
      createdAt: iso(r.createdAt),
      prevHash: r.prevHash,
      hash: r.hash,
      data: r.data as Record<string, unknown>,
    })),
  };
  let current: EvidenceVersion | null = null;
  for (const r of rows) {
    const d = r.data as Record<string, never>;
    const at = iso(r.createdAt);
    if (r.kind === 'version') {
      if (current && !current.to) current.to = at;
      current = {
        seq: r.seq,
        from: at,
        to: null,
        provider: d.provider,
        fields: d.fields,
        answerSha256: d.answerSha256,
        stand: d.stand,
        images: [],
        screens: [],
        plays: 0,
        seconds: 0,
        securedPlays: 0,
      };
      report.versions.push(current);
    } else if (r.kind === 'image' && current) {
      current.images.push({ side: d.side, sha256: d.sha256, key: d.key, bytes: d.bytes });
    } else if (r.kind === 'placed') {
      report.placements.push({ seq: r.seq, at, ...(d as object) } as EvidenceReport['placements'][number]);
    } else if (r.kind === 'recheck') {
      report.rechecks.push({ seq: r.seq, at, result: d.result, summary: d.summary ?? null });
    } else if (r.kind === 'takedown') {
      report.takedowns.push({ seq: r.seq, at, reason: d.reason });
      if (current && !current.to) current.to = at;
    } else if (r.kind === 'glass') {
      report.glass.push({
        seq: r.seq,
        guidDevice: d.guidDevice,
        name: '',
        // entries from before the report showed them carry no shownAt: the time they were recorded
        shownAt: d.shownAt ?? at,
        result: d.result,
        distance: d.distance ?? null,
        maxDistance: d.maxDistance ?? null,
        version: current ? report.versions.indexOf(current) + 1 : null,
        itemName: d.itemName ?? null,
        expectedSha256: d.expectedSha256 ?? null,
        requested: d.requested === true,
      });
    }
  }
  const screens = await addPlays(ctx, guid, offerId, report.versions);
  report.glass = await glassRows(report.glass, screens);
  return report;
}

type ScreenOf = (guid: string) => Promise<{ name: string; clientVersionString: string | null } | null>;

/** A lookup of screens by GUID, each read once (a screen deleted since: null). */
function screenLookup(ctx: AppContext): ScreenOf {
  const seen = new Map<string, ReturnType<ScreenOf>>();
  return (guid) => {
    let found = seen.get(guid);
    if (!found) {
      found = findDevice(ctx.db, guid).then((d) =>
        d ? { name: d.name ?? '', clientVersionString: d.clientVersionString } : null,
      );
      seen.set(guid, found);
    }
    return found;
  };
}

/**
 * The glass checks with their screens' names, and once each screen that played the offer, has no check and is no
 * web player (today's player version: an Android player sends no capture) as 'nicht prüfbar'; by screen, then time.
 */
async function glassRows(checks: EvidenceGlass[], screens: { guids: string[]; of: ScreenOf }) {
  for (const c of checks) c.name = (await screens.of(c.guidDevice))?.name || DELETED_SCREEN;
  const checked = new Set(checks.map((c) => c.guidDevice));
  const rows = [...checks];
  for (const g of screens.guids) {
    const screen = await screens.of(g);
    if (checked.has(g) || !screen || screen.clientVersionString === WEB_PLAYER_VERSION) continue;
    rows.push({
      seq: null,
      guidDevice: g,
      name: screen.name || DELETED_SCREEN,
      shownAt: null,
      result: 'nicht prüfbar',
      distance: null,
      maxDistance: null,
      version: null,
      itemName: null,
      expectedSha256: null,
      requested: false,
    });
  }
  return rows.sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'de') ||
      a.guidDevice.localeCompare(b.guidDevice) ||
      (a.shownAt ?? '').localeCompare(b.shownAt ?? '') ||
      (a.seq ?? 0) - (b.seq ?? 0),
  );
}

/**
 * Plays per version and screen (evidence_plays: each play counted for the version current at its start); returns
 * the screens that played and the lookup their names came from.
 */
async function addPlays(ctx: AppContext, guid: string, offerId: string, versions: EvidenceVersion[]) {
  const rows = await offerPlaysOf(ctx.db, guid, offerId);
  const guids = [...new Set(rows.map((r) => r.guidDevice))];
  const of = screenLookup(ctx);
  const found = await Promise.all(guids.map(async (g) => [g, (await of(g))?.name] as const));
  const names = new Map(found);
  for (const v of versions) {
    v.screens = rows
      .filter((r) => r.versionSeq === v.seq)
      .map((r) => ({
        guidDevice: r.guidDevice,
        name: names.get(r.guidDevice) || DELETED_SCREEN,
        firstPlay: r.firstPlay.toISOString(),
        lastPlay: r.lastPlay.toISOString(),
        plays: r.plays,
        seconds: Math.round(r.seconds * 1000) / 1000,
        securedPlays: r.securedPlays,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.guidDevice.localeCompare(b.guidDevice));
    v.plays = v.screens.reduce((sum, s) => sum + s.plays, 0);
    v.seconds = Math.round(v.screens.reduce((sum, s) => sum + s.seconds, 0) * 1000) / 1000;
    v.securedPlays = v.screens.reduce((sum, s) => sum + s.securedPlays, 0);
  }
  return { guids, of };
}

/**
 * The offers a location's archive holds ("for a location and a period"), newest first; with from/till (YYYY-MM-DD, days
 * of Europe/Berlin) only those whose window touches that period.
 */
export async function evidenceOffers(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  period: { from?: string; till?: string },
): Promise<EvidenceOffer[]> {
  const company = await visibleCompany(ctx, actor, guid);
  if (!canOpen(actor, companyRef(company))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  if (period.from && period.till && period.from > period.till)
    throw badRequest('Das Ende des Zeitraums liegt vor seinem Anfang.');
  const rows = await ctx.db
    .select({
      offerId: evidenceEntries.offerId,
      kind: evidenceEntries.kind,
      data: evidenceEntries.data,
      createdAt: evidenceEntries.createdAt,
    })
    .from(evidenceEntries)
    .where(and(eq(evidenceEntries.guidCompany, guid), inArray(evidenceEntries.kind, ['version', 'placed', 'takedown'])))
    .orderBy(asc(evidenceEntries.seq));
  const offers = new Map<string, EvidenceOffer & { downAt: string | null }>();
  for (const r of rows) {
    const d = r.data as { fields?: { hotelName?: string; destination?: string }; from?: string; till?: string };
    const o = offers.get(r.offerId) ?? {
      offerId: r.offerId,
      hotelName: '',
      destination: '',
      from: '',
      till: '',
      versions: 0,
      takenDown: false,
      downAt: null,
    };
    if (r.kind === 'version') {
      o.versions += 1;
      o.hotelName = d.fields?.hotelName ?? o.hotelName;
      o.destination = d.fields?.destination ?? o.destination;
    } else if (r.kind === 'placed') {
      if (d.from && (!o.from || d.from < o.from)) o.from = d.from;
      if (d.till && d.till > o.till) o.till = d.till;
    } else {
      o.takenDown = true;
      o.downAt ??= r.createdAt.toISOString();
    }
    offers.set(r.offerId, o);
  }
  const out: EvidenceOffer[] = [];
  for (const { downAt, ...o } of offers.values()) {
    if (!o.from) continue;
    if (downAt && downAt < o.till) o.till = downAt;
    if (period.till && berlinDay(new Date(o.from)) > period.till) continue;
    if (period.from && berlinDay(new Date(o.till)) < period.from) continue;
    out.push(o);
  }
  return out.sort((a, b) => b.from.localeCompare(a.from) || a.offerId.localeCompare(b.offerId));
}
