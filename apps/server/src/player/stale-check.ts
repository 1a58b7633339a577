import type { Counter } from 'prom-client';
import type { Changed } from '../lib/invalidation.js';
import type { Fingerprint } from './fingerprint.js';
import { ANSWER_TABLES, kindsOf } from './table-map.js';

type Kind = keyof Changed;

/**
 * The revalidation's bookkeeping: the last fingerprint, and the tables that changed without a notice at the last
 * check (suspects). A suspect is counted as a stale answer (signage_stale_answers_healed_total{table}) when no
 * notice of its kind arrived by the next check either: a notice of another process may arrive a moment after its
 * commit became visible, and is no missed change.
 */
export class StaleCheck {
  private last: Fingerprint | null = null;
  private suspects = new Set<string>();
  private kept = new Set<Kind>();

  constructor(private readonly counter: Counter<'table'>) {
    for (const table of ANSWER_TABLES) counter.labels(table).inc(0);
  }

  reset(): void {
    this.last = null;
    this.suspects.clear();
    this.kept.clear();
  }

  /** A check that was skipped: what it heard counts for the next one. */
  keep(heard: ReadonlySet<Kind>): void {
    for (const kind of heard) this.kept.add(kind);
  }

  /** What to heal now (kinds) and which tables were stale (counted now). */
  check(next: Fingerprint, heardNow: ReadonlySet<Kind>): { heal: Set<Kind>; stale: string[] } {
    const heard = new Set([...this.kept, ...heardNow]);
    this.kept.clear();
    const explained = (table: string) => kindsOf(table).some((k) => heard.has(k));
    const stale = [...this.suspects].filter((table) => !explained(table));
    for (const table of stale) this.counter.labels(table).inc();
    this.suspects.clear();
    const heal = new Set<Kind>();
    const last = this.last;
    this.last = next;
    if (!last) return { heal, stale };
    for (const table of ANSWER_TABLES) {
      if (last[table] === next[table] || explained(table)) continue;
      this.suspects.add(table);
      for (const kind of kindsOf(table)) heal.add(kind);
    }
    return { heal, stale };
  }
}
