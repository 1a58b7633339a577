import { createHash } from 'node:crypto';
import { asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { evidenceCheckpoint, evidenceEntries, evidencePlays } from '../../db/schema.js';

/**
 * The hash chain of the evidence archive: ONE chain for the whole server (docs/DECISIONS.md), appended under a
 * transaction-level advisory lock so concurrent appends never fork it (both databases).
 */
export type EvidenceKind = 'version' | 'image' | 'placed' | 'recheck' | 'takedown' | 'glass';
export type EvidenceRow = typeof evidenceEntries.$inferSelect;
export interface NewEvidence {
  guidCompany: string;
  offerId: string;
  kind: EvidenceKind;
  data: Record<string, unknown>;
}

const CHAIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('evidence-chain'))`;

/** JSON with the keys of every object sorted (the order jsonb gives back is not the one written). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** hash = sha256(prevHash + canonical JSON of seq, location, offer, kind, data and time). */
export function entryHash(e: Omit<EvidenceRow, 'hash'>): string {
  const body = canonicalJson({
    seq: e.seq,
    guidCompany: e.guidCompany,
    offerId: e.offerId,
    kind: e.kind,
    data: e.data,
    createdAt: e.createdAt.toISOString(),
  });
  return sha256(e.prevHash + body);
}

/** Where the chain starts: after the checkpoint the retention left, else before seq 1. */
async function start(db: Db): Promise<{ seq: number; hash: string }> {
  const [cp] = await db.select().from(evidenceCheckpoint).where(eq(evidenceCheckpoint.id, 1));
  return cp ? { seq: cp.seq, hash: cp.hash } : { seq: 0, hash: '' };
}

/** Appends entries (in the given order, one time) at the head of the chain; returns them. */
export async function appendEvidence(ctx: AppContext, entries: NewEvidence[]): Promise<EvidenceRow[]> {
  if (entries.length === 0) return [];
  const createdAt = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await tx.execute(CHAIN_LOCK);
    const [head] = await tx
      .select({ seq: evidenceEntries.seq, hash: evidenceEntries.hash })
      .from(evidenceEntries)
      .orderBy(desc(evidenceEntries.seq))
      .limit(1);
    let prev = head ?? (await start(tx as unknown as Db));
    const rows: EvidenceRow[] = [];
    for (const e of entries) {
      const row = { ...e, seq: prev.seq + 1, createdAt, prevHash: prev.hash };
      const full = { ...row, hash: entryHash(row) };
      rows.push(full);
      prev = full;
    }
    await tx.insert(evidenceEntries).values(rows);
    return rows;
  });
}

export interface ChainCheck {
  intact: boolean;
  /** Entries checked, and the first and last seq of the chain (null: empty). */
  entries: number;
  firstSeq: number | null;
  headSeq: number | null;
  headHash: string | null;
  /** Where it breaks (the first entry that does not fit), with a German reason. */
  brokenAt: { seq: number; reason: string } | null;
}

const PAGE = 1000;

/** Walks the whole chain from the checkpoint on and says whether it is intact and where it breaks. */
export async function checkChain(db: Db): Promise<ChainCheck> {
  const from = await start(db);
  let prev = from;
  let entries = 0;
  let firstSeq: number | null = null;
  for (;;) {
    const page = await db
      .select()
      .from(evidenceEntries)
      .where(gt(evidenceEntries.seq, prev.seq))
      .orderBy(asc(evidenceEntries.seq))
      .limit(PAGE);
    for (const row of page) {
      firstSeq ??= row.seq;
      const broken = (reason: string) => ({
        intact: false,
        entries,
        firstSeq,
        headSeq: prev.seq || null,
        headHash: prev.hash || null,
        brokenAt: { seq: row.seq, reason },
      });
      if (row.seq !== prev.seq + 1) return broken(`Eintrag ${prev.seq + 1} fehlt (nächster vorhandener: ${row.seq}).`);
      if (row.prevHash !== prev.hash) return broken(`Eintrag ${row.seq} verweist nicht auf den Hash des vorigen.`);
      if (entryHash(row) !== row.hash) return broken(`Eintrag ${row.seq} wurde nach dem Schreiben verändert.`);
      entries += 1;
      prev = { seq: row.seq, hash: row.hash };
    }
    if (page.length < PAGE) break;
  }
  return { intact: true, entries, firstSeq, headSeq: prev.seq || null, headHash: prev.hash || null, brokenAt: null };
}

/** The German sentence for a check (the CLI and the document say it). */
export function chainSentence(c: ChainCheck): string {
  if (!c.intact && c.brokenAt) return `Die Hash-Kette ist NICHT intakt: ${c.brokenAt.reason}`;
  if (c.entries === 0) return 'Die Hash-Kette ist leer.';
  return `Die Hash-Kette ist intakt (${c.entries} Einträge, ${c.firstSeq}–${c.headSeq}, letzter Hash ${c.headHash}).`;
}

/**
 * Removes the entries created before `before` as a whole prefix of the chain (and the plays of its versions) and
 * keeps the last removed one's seq and hash as the checkpoint (the check verifies the rest from there). Returns the removed image files'
 * keys no entry left needs any more (the caller deletes them).
 */
export async function removeEvidenceBefore(
  ctx: AppContext,
  before: Date,
): Promise<{ removed: number; files: string[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(CHAIN_LOCK);
    // The prefix ends at the last entry before the cut-off (entries are appended in time order).
    const [last] = await tx
      .select({ seq: evidenceEntries.seq, hash: evidenceEntries.hash })
      .from(evidenceEntries)
      .where(sql`${evidenceEntries.createdAt} < ${before.toISOString()}`)
      .orderBy(desc(evidenceEntries.seq))
      .limit(1);
    if (!last) return { removed: 0, files: [] };
    const gone = await tx
      .delete(evidenceEntries)
      .where(lte(evidenceEntries.seq, last.seq))
      .returning({ kind: evidenceEntries.kind, data: evidenceEntries.data });
    // the plays of the removed versions go with them
    await tx.delete(evidencePlays).where(lte(evidencePlays.versionSeq, last.seq));
    const values = { seq: last.seq, hash: last.hash, removedAt: new Date(ctx.clock.now()) };
    await tx
      .insert(evidenceCheckpoint)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: evidenceCheckpoint.id, set: values });
    const keys = [...new Set(gone.filter((g) => g.kind === 'image').map((g) => (g.data as { key: string }).key))];
    if (keys.length === 0) return { removed: gone.length, files: [] };
    const still = await tx
      .select({ key: sql<string>`${evidenceEntries.data}->>'key'` })
      .from(evidenceEntries)
      .where(
        sql`${evidenceEntries.kind} = 'image' and ${evidenceEntries.data}->>'key' in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    const kept = new Set(still.map((s) => s.key));
    return { removed: gone.length, files: keys.filter((k) => !kept.has(k)) };
  });
}
