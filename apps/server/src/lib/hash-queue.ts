import { AppError } from './errors.js';

/** Who asks for a password hash (a login): what decides its place in the queue. */
export interface HashTicket {
  /** The caller's addressKey (IPv6 by its /64): at most one of its hashes waits or runs in the open lane. */
  address: string;
  /** 'known': a browser with a valid known-device cookie for `user`; 'open': everyone else. */
  lane: 'known' | 'open';
  /** The address's recent failed attempts: lower goes first, and pushes a higher one out of a full lane. */
  rank: number;
  /** The username tried (lower case): at most one of its hashes waits or runs in the known lane. */
  user: string;
}

/** A login turned away before its password was checked: counts as a failure of its address (not the user). */
export class HashRefused extends AppError {}

const busy = () =>
  new HashRefused(
    'BUSY',
    'Der Server prüft gerade sehr viele Anmeldungen. Bitte versuchen Sie es in einigen Sekunden erneut.',
    { headers: { 'retry-after': '2' } },
  );

const addressBusy = () =>
  new HashRefused(
    'TOO_MANY_ATTEMPTS',
    'Von Ihrer Adresse wird gerade schon eine Anmeldung geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.',
    { headers: { 'retry-after': '1' } },
  );

interface Entry {
  lane: 'known' | 'open';
  rank: number;
  seq: number;
  holder: string | null;
  start(): void;
  refuse(error: HashRefused): void;
}

/** Whether a waits behind b: higher rank, then later arrival. */
const behind = (a: Entry, b: Entry) => a.rank > b.rank || (a.rank === b.rank && a.seq > b.seq);

/**
 * Bounded password hashing that a flood cannot take over: `concurrency` hashes run, each of two lanes holds
 * `laneSize` more. The known lane (browsers the user signed in from before, and the server's own calls without
 * a ticket) is always served first, so it waits for no more than the hashes already running. No slot of its own:
 * two 128 MB scrypts side by side took 3.4 s each on the two-core machine where one alone took 1.1 s (memory
 * bandwidth), so a known login is quicker behind the running hash than beside it. In the open lane each address has at most one hash waiting or running (a
 * second one is refused at once), an address with fewer recent failures goes first, and when the lane is full a
 * newcomer with fewer failures pushes out the one with the most. So 100 flooding addresses that keep failing end
 * up behind a new browser, and never in front of a known one.
 */
export class HashQueue {
  private running = 0;
  private seq = 0;
  private readonly lanes: Record<Entry['lane'], Entry[]> = { known: [], open: [] };
  /** `a:address` of open-lane entries and `u:user` of known-lane ones, waiting or running. */
  private readonly holders = new Set<string>();

  constructor(
    readonly concurrency: number,
    readonly laneSize: number,
  ) {}

  get waiting(): number {
    return this.lanes.known.length + this.lanes.open.length;
  }

  /** The refusal run() would give this ticket now, else null: lets a login be turned away before any lookup. */
  refusal(ticket: HashTicket): HashRefused | null {
    const { lane, holder } = this.place(ticket);
    if (holder && this.holders.has(holder)) return addressBusy();
    const line = this.lanes[lane];
    if (line.length < this.laneSize) return null;
    const probe = { rank: ticket.rank, seq: this.seq } as Entry;
    return line.some((e) => behind(e, probe)) ? null : busy();
  }

  run<T>(ticket: HashTicket | undefined, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const { lane, holder } = this.place(ticket);
      if (holder && this.holders.has(holder)) return reject(addressBusy());
      const entry: Entry = {
        lane,
        rank: ticket ? ticket.rank : -1,
        seq: this.seq++,
        holder,
        start: () => {
          this.running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.release(entry);
              this.pump();
            });
        },
        refuse: (error) => {
          this.release(entry);
          reject(error);
        },
      };
      const line = this.lanes[lane];
      if (line.length >= this.laneSize) {
        const worst = line.reduce((a, b) => (behind(b, a) ? b : a));
        if (!behind(worst, entry)) return reject(busy());
        line.splice(line.indexOf(worst), 1);
        worst.refuse(busy());
      }
      line.push(entry);
      if (holder) this.holders.add(holder);
      this.pump();
    });
  }

  /** The lane a ticket goes to and the key it holds there (none for the server's own calls). */
  private place(ticket: HashTicket | undefined): { lane: Entry['lane']; holder: string | null } {
    if (!ticket) return { lane: 'known', holder: null };
    // One hash per user in the known lane: someone with a cookie of their own account cannot fill it.
    if (ticket.lane === 'known' && !this.holders.has(`u:${ticket.user}`)) {
      return { lane: 'known', holder: `u:${ticket.user}` };
    }
    return { lane: 'open', holder: `a:${ticket.address}` };
  }

  private release(entry: Entry) {
    if (entry.holder) this.holders.delete(entry.holder);
  }

  /** Starts what may run, the known lane first. */
  private pump() {
    while (this.running < this.concurrency) {
      const line = this.lanes.known.length ? this.lanes.known : this.lanes.open;
      if (!line.length) return;
      const next = line.reduce((a, b) => (behind(a, b) ? b : a));
      line.splice(line.indexOf(next), 1);
      next.start();
    }
  }
}
