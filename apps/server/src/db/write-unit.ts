import { getTableColumns, getTableName, type SQL, type Table } from 'drizzle-orm';
import type { Db } from './client.js';
import { writtenTables } from './write-sql.js';

export type WriteOp = 'insert' | 'update' | 'delete';

/** What one committed write unit wrote, per table name (the SQL name): its kinds of statement and declared keys. */
export interface TableWrite {
  ops: Set<WriteOp>;
  /** Keys the table's owner declared for this unit (rowsWritten); empty: unknown, i.e. any row. */
  keys: Set<string>;
  /**
   * Every row may be concerned: the owner said so (rowsWritten … 'all'), or a write to the table came after its
   * last declaration (a write nobody named the rows of), so the keys do not narrow it.
   */
  all: boolean;
  /** A write since the last declaration. */
  uncovered: boolean;
}
export type Writes = ReadonlyMap<string, TableWrite>;

/** What the app hooks into its recording database (app.ts wires the player's table map here). */
export interface WriteHooks {
  /** An update that sets only these columns changes no answer (e.g. the heartbeat's last-seen columns). */
  quiet(table: string, columns: readonly string[]): boolean;
  /** Whether a screen's answer is built from this table (SQL name). */
  matters(table: string): boolean;
  /**
   * A unit is about to write a table that matters (its first such write): from now until `ended`, its commit may
   * be visible before its notice. Units that write no such table (sessions, plays, heartbeats) never call it.
   */
  began(): void;
  /**
   * A unit ended: after its commit and its after-commit steps, with what it wrote; null when it rolled back or
   * failed. `began` says whether it had called began().
   */
  ended(writes: Writes | null, began: boolean): void;
}

/** One transaction (or a single statement outside one): the tables it writes and what runs after its commit. */
class WriteUnit {
  readonly writes = new Map<string, TableWrite>();
  readonly steps: Array<() => Promise<unknown>> = [];

  private began = false;

  constructor(private readonly hooks: WriteHooks) {}

  entry(table: string): TableWrite {
    let entry = this.writes.get(table);
    if (!entry) {
      entry = { ops: new Set(), keys: new Set(), all: false, uncovered: false };
      this.writes.set(table, entry);
    }
    return entry;
  }

  wrote(table: string, op: WriteOp): void {
    if (!this.began && this.hooks.matters(table)) {
      this.began = true;
      this.hooks.began();
    }
    const entry = this.entry(table);
    entry.ops.add(op);
    entry.uncovered = true;
  }

  update(table: string, columns: readonly string[]): void {
    if (!this.hooks.quiet(table, columns)) this.wrote(table, 'update');
  }

  /** Runs `work` as this unit: after its success the after-commit steps, then the hooks hear what it wrote. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (err) {
      this.hooks.ended(null, this.began);
      throw err;
    }
    try {
      for (const step of this.steps) await step();
    } finally {
      // Also when a step failed: the rows are in, the caches must not keep the old ones.
      for (const entry of this.writes.values()) if (entry.uncovered) entry.all = true;
      this.hooks.ended(this.writes, this.began);
    }
    return result;
  }
}

const unitOf = new WeakMap<object, WriteUnit>();

/**
 * The owner's keys for the writes to `table` since its last declaration in this transaction (call it right after
 * them) (playlist guids for playlists and their items,
 * media guids, device guids for devices, snapshots, announcements and companies; see player/table-map.ts), so
 * that only those screens are told. Without a declaration a write concerns every row of the table; 'all' says so
 * explicitly (e.g. a cascade the statement does not show).
 */
export function rowsWritten(tx: Db, table: Table, keys: Iterable<string> | 'all'): void {
  const unit = unitOf.get(tx);
  if (!unit) return;
  const entry = unit.entry(getTableName(table));
  entry.uncovered = false;
  if (keys === 'all') entry.all = true;
  else for (const key of keys) entry.keys.add(key.toLowerCase());
}

/** A step that runs after the transaction's commit and before any screen is told (a file moved into place). */
export function afterCommit(tx: Db, step: () => Promise<unknown>): void {
  const unit = unitOf.get(tx);
  if (!unit) throw new Error('afterCommit: not inside a transaction of the recording database');
  unit.steps.push(step);
}

/** The SQL names of the columns an update's `.set(values)` assigns. */
function columnsOf(table: Table, values: object): string[] {
  const columns = getTableColumns(table);
  return Object.keys(values).map((key) => columns[key]?.name ?? key);
}

/** The query builder of one write outside a transaction: wraps what it hands out so that `execute` runs as a unit. */
function watchStatement<T extends object>(builder: T, execute: <R>(run: () => Promise<R>) => Promise<R>): T {
  const proxy: T = new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'then') return value;
      if (prop === 'execute') {
        return (...args: unknown[]) =>
          execute(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result === target) return proxy;
        const chained = typeof result === 'object' && result !== null && 'execute' in result;
        return chained ? watchStatement(result, execute) : result;
      };
    },
  });
  return proxy;
}

/** A statement builder whose `.set(values)` reports the columns it sets (update). */
function watchSet<T extends object>(builder: T, table: Table, onSet: (columns: readonly string[]) => void): T {
  return new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop !== 'set' || typeof value !== 'function') return value;
      return (values: object) => {
        onSet(columnsOf(table, values));
        return (value as (v: object) => unknown).call(target, values);
      };
    },
  });
}

type Record_ = (unit: WriteUnit) => void;

/**
 * `db` (or a transaction of it) recording every write into `unit`; with `unit` null each write statement outside a
 * transaction is a unit of its own, told after it finished. Reads pass straight through (the Proxy's get only).
 */
function recording(db: Db, hooks: WriteHooks, unit: WriteUnit | null): Db {
  const alone =
    (record: Record_) =>
    <R>(run: () => Promise<R>): Promise<R> => {
      const own = new WriteUnit(hooks);
      record(own);
      return own.run(run);
    };
  const statement = <T extends object>(make: () => T, record: Record_): T => {
    if (!unit) return watchStatement(make(), alone(record));
    record(unit);
    return make();
  };
  const tableName = (table: unknown) => getTableName(table as Table);
  const proxy: Db = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      switch (prop) {
        case 'insert':
          return (table: Table) =>
            statement(
              () => target.insert(table),
              (u) => u.wrote(tableName(table), 'insert'),
            );
        case 'delete':
          return (table: Table) =>
            statement(
              () => target.delete(table),
              (u) => u.wrote(tableName(table), 'delete'),
            );
        case 'update':
          return (table: Table) => {
            const name = tableName(table);
            if (unit) return watchSet(target.update(table), table, (columns) => unit.update(name, columns));
            let set: readonly string[] = [];
            const builder = watchSet(target.update(table), table, (columns) => {
              set = columns;
            });
            return watchStatement(builder, <R>(run: () => Promise<R>) => alone((u) => u.update(name, set))(run));
          };
        case 'execute':
          return (query: SQL | string) => {
            const found = writtenTables(query);
            if (found.length === 0) return target.execute(query as SQL);
            return statement(
              () => target.execute(query as SQL),
              (u) => {
                for (const w of found) {
                  if (w.op === 'update') u.update(w.table, w.columns);
                  else u.wrote(w.table, w.op);
                }
              },
            );
          };
        case 'transaction':
          return (work: (tx: Db) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
            if (unit) return target.transaction((tx) => work(recording(tx as unknown as Db, hooks, unit)), config);
            const own = new WriteUnit(hooks);
            return own.run(() => target.transaction((tx) => work(recording(tx as unknown as Db, hooks, own)), config));
          };
        case 'with':
          return (...ctes: unknown[]) => {
            const withBuilder = (value as (...a: unknown[]) => object).apply(target, ctes);
            return recordingWith(withBuilder, statement, tableName);
          };
        default:
          return value;
      }
    },
  });
  if (unit) unitOf.set(proxy, unit);
  return proxy;
}

/** `db.with(…)`: its insert/update/delete are writes too. */
function recordingWith(
  builder: object,
  statement: <T extends object>(make: () => T, record: Record_) => T,
  tableName: (t: unknown) => string,
) {
  return new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop !== 'insert' && prop !== 'update' && prop !== 'delete') return value.bind(target);
      const op = prop as WriteOp;
      return (table: Table) =>
        statement(
          () => (value as (t: Table) => object).call(target, table),
          (u) => u.wrote(tableName(table), op),
        );
    },
  });
}

/** The app's database (ctx.db): every write through it, in a transaction or not, is recorded and told after commit. */
export function recordingDatabase(db: Db, hooks: WriteHooks): Db {
  return recording(db, hooks, null);
}
