/**
 * A test client that behaves like a SMIL player (IAdea, garlic): HEAD, then GET only when the index changed (with
 * If-None-Match and If-Modified-Since as those players send them), parses the index with a real XML parser, works
 * out what plays at an instant from `wallclock` begin/end, `priorityClass` order and the loop's `seq`, and uploads
 * playlogs where the index's x-server subscription says.
 */
import { XMLParser } from 'fast-xml-parser';

export interface SmilHttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
export type SmilTransport = (req: {
  method: 'GET' | 'HEAD' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<SmilHttpAnswer>;

/** One element of the parsed index: name, attributes, children in document order. */
export interface SmilNode {
  name: string;
  attrs: Record<string, string>;
  children: SmilNode[];
}

export interface SmilMedium {
  kind: string;
  src: string;
  dur: string | null;
  /** The `logContentId` param: what the playlog names. */
  contentId: string | null;
}

type Ordered = Array<Record<string, unknown>>;

function toNodes(list: Ordered): SmilNode[] {
  const out: SmilNode[] = [];
  for (const entry of list) {
    const name = Object.keys(entry).find((k) => k !== ':@');
    if (!name || name === '#text' || name === '?xml') continue;
    const attrs = (entry[':@'] ?? {}) as Record<string, string>;
    out.push({ name, attrs, children: toNodes((entry[name] ?? []) as Ordered) });
  }
  return out;
}

/** The index as elements in document order (a real XML parser: entities off, attributes kept). */
export function parseSmil(xml: string): SmilNode {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: true,
    htmlEntities: false,
    parseAttributeValue: false,
    parseTagValue: false,
  });
  const root = toNodes(parser.parse(xml) as Ordered).find((n) => n.name === 'smil');
  if (!root) throw new Error('no <smil> root');
  return root;
}

const child = (node: SmilNode, name: string) => node.children.find((c) => c.name === name);

/** `wallclock(ISO)` as epoch ms. */
export function wallclockOf(value: string | undefined): number | null {
  const m = value ? /^wallclock\((.+)\)$/.exec(value.trim()) : null;
  return m?.[1] ? Date.parse(m[1]) : null;
}

const activeAt = (node: SmilNode, t: number) => {
  const begin = wallclockOf(node.attrs.begin) ?? Number.NEGATIVE_INFINITY;
  const end = wallclockOf(node.attrs.end) ?? Number.POSITIVE_INFINITY;
  return begin <= t && t < end;
};

const MEDIA = new Set(['img', 'video', 'ref', 'audio', 'text']);

function mediaOf(node: SmilNode): SmilMedium[] {
  if (MEDIA.has(node.name)) {
    const param = node.children.find((c) => c.name === 'param' && c.attrs.name === 'logContentId');
    return [
      {
        kind: node.name,
        src: node.attrs.src ?? '',
        dur: node.attrs.dur ?? null,
        contentId: param?.attrs.value ?? null,
      },
    ];
  }
  if (node.name === 'prefetch') return [];
  return node.children.flatMap(mediaOf);
}

/**
 * What the screen shows at t: within the body's `excl`, the first `priorityClass` (the highest) holding an element
 * active at t wins and pauses the lower ones; that element's media in loop order ([] for an empty one: black).
 * Null when nothing at all is active (also black).
 */
export function playingAt(smil: SmilNode, t: number): SmilMedium[] | null {
  const body = child(smil, 'body');
  const excl = body && findFirst(body, 'excl');
  if (!excl) return body ? mediaOf(body) : null;
  for (const cls of excl.children.filter((c) => c.name === 'priorityClass')) {
    const active = cls.children.find((c) => activeAt(c, t));
    if (active) return mediaOf(active);
  }
  return null;
}

function findFirst(node: SmilNode, name: string): SmilNode | undefined {
  if (node.name === name) return node;
  for (const c of node.children) {
    const hit = findFirst(c, name);
    if (hit) return hit;
  }
  return undefined;
}

/** Every `prefetch` source of the index. */
export const prefetchOf = (smil: SmilNode): string[] =>
  (function walk(n: SmilNode): string[] {
    return n.name === 'prefetch' ? [n.attrs.src ?? ''] : n.children.flatMap(walk);
  })(smil);

/** The `Refresh` meta (seconds). */
export const refreshOf = (smil: SmilNode) =>
  Number(child(child(smil, 'head') ?? smil, 'meta')?.attrs.content ?? Number.NaN);

/** Where the index tells the player to upload a log type (x-server subscription), with its method. */
export function subscriptionOf(xml: string, type: string): { action: string; method: string } | null {
  const parser = new XMLParser({ removeNSPrefix: true, isArray: (name) => name === 'subscription' });
  const doc = parser.parse(xml) as {
    smil?: {
      head?: { metadata?: { 'x-server'?: { subscriptionList?: { subscription?: Array<Record<string, string>> } } } };
    };
  };
  const list = doc.smil?.head?.metadata?.['x-server']?.subscriptionList?.subscription ?? [];
  const hit = list.find((s) => s.type === type);
  return hit ? { action: String(hit.action), method: String(hit.method) } : null;
}

const header = (a: SmilHttpAnswer, name: string) => {
  const v = a.headers[name];
  return Array.isArray(v) ? v[0] : v === undefined ? undefined : String(v);
};

export interface PlaylogEntry {
  contentId: string;
  start: string;
  end: string;
}

/** A PlaylogCollection document as IAdea/garlic players write it. */
export const playlogXml = (entries: readonly PlaylogEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PlaylogCollection>${entries
    .map(
      (e) =>
        `<contentPlayed><contentId>${e.contentId}</contentId><startTime>${e.start}</startTime><endTime>${e.end}</endTime></contentPlayed>`,
    )
    .join('')}</PlaylogCollection>`;

export class SmilClient {
  xml: string | null = null;
  smil: SmilNode | null = null;
  private etag: string | undefined;
  private lastModified: string | undefined;
  /** Requests made: HEAD and GET, for the tests' look at the validators. */
  readonly log: Array<{ method: string; status: number }> = [];

  constructor(
    private readonly transport: SmilTransport,
    readonly url: string,
    private readonly userAgent = 'ADAPI/2.0 (UUID:00000000-0000-0000-0000-000000000000) Test/1.0',
  ) {}

  private validators(): Record<string, string> {
    const h: Record<string, string> = { 'user-agent': this.userAgent };
    if (this.etag) h['if-none-match'] = this.etag;
    if (this.lastModified) h['if-modified-since'] = this.lastModified;
    return h;
  }

  /** One refresh as the players do it: HEAD with validators; GET only when the HEAD says it changed. */
  async refresh(): Promise<'unchanged' | 'updated'> {
    const head = await this.transport({ method: 'HEAD', url: this.url, headers: this.validators() });
    this.log.push({ method: 'HEAD', status: head.statusCode });
    if (head.statusCode === 304 && this.xml !== null) return 'unchanged';
    if (head.statusCode !== 200) throw new Error(`HEAD ${this.url}: ${head.statusCode} ${head.body}`);
    const got = await this.transport({ method: 'GET', url: this.url, headers: this.validators() });
    this.log.push({ method: 'GET', status: got.statusCode });
    if (got.statusCode === 304 && this.xml !== null) return 'unchanged';
    if (got.statusCode !== 200) throw new Error(`GET ${this.url}: ${got.statusCode} ${got.body}`);
    this.xml = got.body;
    this.smil = parseSmil(got.body);
    this.etag = header(got, 'etag');
    this.lastModified = header(got, 'last-modified');
    return 'updated';
  }

  /** What plays at t by the index held (null: nothing, black). */
  playingAt(t: number): SmilMedium[] | null {
    if (!this.smil) throw new Error('no index yet');
    return playingAt(this.smil, t);
  }

  /** Uploads a playlog to the index's PlaylogCollection subscription. */
  async uploadPlaylog(entries: readonly PlaylogEntry[]): Promise<SmilHttpAnswer> {
    const target = this.xml ? subscriptionOf(this.xml, 'PlaylogCollection') : null;
    if (target?.method.toLowerCase() !== 'put') throw new Error('the index names no PUT for playlogs');
    return this.transport({
      method: 'PUT',
      url: target.action,
      headers: { 'content-type': 'application/xml', 'user-agent': this.userAgent },
      body: playlogXml(entries),
    });
  }
}
