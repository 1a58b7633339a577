import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipartBody } from './multipart.js';

/** The part of JSON Schema that the OpenAPI document of our zod contract uses. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface FuzzRoute {
  method: string;
  /** OpenAPI path, e.g. /v1/companies/{id}. */
  path: string;
  multipart: boolean;
  request: fc.Arbitrary<{ url: string; body: unknown; multipart: boolean }>;
  /** The JSON body alone (from the schema, neither deep nor wide); null for multipart routes. */
  jsonBody: fc.Arbitrary<unknown> | null;
}

/** Strings a contract should refuse or store unchanged: control and bidi characters, SQL, markup, very long text. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202Egnp.exe',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\uD800',
    '😀'.repeat(3),
    ' ',
    '',
    'x'.repeat(20_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 31), 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A body sent as this exact JSON text (one too deep for JSON.stringify to be the way to build it). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** JSON text nested `levels` deep: arrays, objects, or both in turn, with a value at the bottom. */
export function deepJson(levels: number, shape: 'array' | 'object' | 'mixed'): JsonText {
  const open = { array: ['['], object: ['{"a":'], mixed: ['{"a":', '['] }[shape];
  const close = { array: [']'], object: ['}'], mixed: ['}', ']'] }[shape];
  let text = '';
  for (let i = 0; i < levels; i++) text += open[i % open.length];
  text += '"unten"';
  for (let i = levels - 1; i >= 0; i--) text += close[i % close.length];
  return new JsonText(text);
}

/** How many entries a wide body's arrays and objects get (the JSON stays under the 2 MB body limit for short items). */
export const WIDE = 20_000;

/** The value with every array stretched to WIDE entries (its own repeated, else the ids), or a wide object of it. */
export function widen(value: unknown, ids: readonly string[]): unknown {
  if (Array.isArray(value)) {
    const items = value.length ? value : ids.length ? ids : ['x'];
    return Array.from({ length: WIDE }, (_, i) => items[i % items.length]);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? widen(v, ids) : v]);
    if (entries.some(([, v]) => Array.isArray(v))) return Object.fromEntries(entries);
    return Object.fromEntries([...entries, ...Array.from({ length: WIDE }, (_, i) => [`k${i}`, i])]);
  }
  return Array.from({ length: WIDE }, () => value ?? null);
}

/** Deep bodies (10,000 levels, and just over the limit) and wide ones built from a generated body. */
const deepBody = fc
  .tuple(fc.constantFrom(10_000, 1_000, 65), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([levels, shape]) => deepJson(levels, shape));
const wideBody = (body: fc.Arbitrary<unknown>, ids: readonly string[]) => body.map((v) => widen(v, ids));

/** Values that fit the schema (mostly), with a fair share that do not. */
export function fromSchema(schema: Schema | undefined, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const wrong = fc.oneof(nastyString, nastyNumber, fc.constant(null), fc.boolean(), anyJson);
  return fc.oneof({ weight: 4, arbitrary: fitting(schema, ids, depth) }, { weight: 1, arbitrary: wrong });
}

function fitting(schema: Schema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, ids, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return knownOrNew(ids);
      return fc.oneof(fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 30 }), nastyString);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 10_000, 2 ** 31) }),
        nastyNumber,
      );
    case 'number':
      return nastyNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, ids, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      if (!props.length) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, fromSchema(v, ids, depth + 1)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    default:
      return anyJson;
  }
}

/** Lone surrogates become U+FFFD (encodeURIComponent throws on them; a browser would send the same). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** One of the given ids (objects that exist), or any other uuid. */
const knownOrNew = (ids: readonly string[]) => (ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid());

const segment = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: knownOrNew(ids) },
    { weight: 1, arbitrary: nastyString.map((s) => encodeURIComponent(wellFormed(s.slice(0, 200))) || 'x') },
  );

/** Every operation of the app's OpenAPI document as an arbitrary of requests (URL with path and query, body). */
export function fuzzRoutes(app: FastifyInstance, ids: readonly string[]): FuzzRoute[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const multipart = Boolean(content['multipart/form-data']);
      const pathArb = fc.tuple(
        ...params.filter((p) => p.in === 'path').map((p) => segment(ids).map((v) => [p.name, v] as const)),
      );
      const queryArb = fc.tuple(
        ...params
          .filter((p) => p.in === 'query')
          .map((p) => fc.option(fromSchema(p.schema, ids).map((v) => [p.name, queryValue(v)] as const))),
      );
      const bodySchema = content['application/json']?.schema;
      const jsonBody = bodySchema ? fromSchema(bodySchema, ids) : fc.option(anyJson);
      const bodyArb: fc.Arbitrary<unknown> = multipart
        ? fc.uint8Array({ maxLength: 600 })
        : fc.oneof(
            { weight: 18, arbitrary: jsonBody },
            { weight: 1, arbitrary: deepBody },
            { weight: 1, arbitrary: wideBody(jsonBody, ids) },
          );
      const request = fc.tuple(pathArb, queryArb, bodyArb).map(([pathValues, queryValues, body]) => {
        let url = path;
        for (const [name, value] of pathValues) url = url.replace(`{${name}}`, value);
        const query = new URLSearchParams();
        for (const pair of queryValues) if (pair) query.append(pair[0], pair[1]);
        const qs = query.toString();
        return { url: qs ? `${url}?${qs}` : url, body, multipart };
      });
      routes.push({ method: method.toUpperCase(), path, multipart, request, jsonBody: multipart ? null : jsonBody });
    }
  }
  return routes;
}

const queryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** The inject options for a generated request (multipart bodies as one file part of random bytes). */
export function injectOptions(method: string, req: { url: string; body: unknown; multipart: boolean }): InjectOptions {
  if (req.multipart) {
    const bytes = Buffer.from(req.body as Uint8Array);
    const form = multipartBody([
      { filename: `f${bytes.length % 5}.${['png', 'jpg', 'csv', 'mp4', 'apk'][bytes.length % 5]}`, content: bytes },
    ]);
    return { method: method as 'POST', url: req.url, headers: form.headers, payload: form.payload };
  }
  if (method === 'GET' || method === 'DELETE' || req.body === undefined || req.body === null) {
    return { method: method as 'GET', url: req.url };
  }
  return {
    method: method as 'POST',
    url: req.url,
    payload: req.body instanceof JsonText ? req.body.text : JSON.stringify(req.body),
    headers: { 'content-type': 'application/json' },
  };
}

/**
 * For a route that takes a JSON body: the deep bodies (10,000 levels as arrays, objects and both) and wide ones
 * (a generated body with its arrays stretched, or with many keys), on the route's path with an id of `ids` for
 * every parameter (one wide body per id). Empty for routes without a body (GET, DELETE) and uploads.
 */
export function deepAndWideRequests(route: FuzzRoute, ids: readonly string[], seed: number) {
  if (!route.jsonBody || route.method === 'GET' || route.method === 'DELETE') return [];
  const at = (id: string | undefined) => route.path.replace(/\{[^}]+\}/g, id ?? 'x');
  const present = route.jsonBody.filter((v) => v !== null && v !== undefined);
  const bodies = fc.sample(present, { numRuns: Math.max(ids.length, 1), seed });
  const shapes = ['array', 'object', 'mixed'] as const;
  return [
    ...shapes.map((shape) => ({ deep: true, url: at(ids[0]), body: deepJson(10_000, shape) as unknown })),
    ...bodies.map((body, i) => ({ deep: false, url: at(ids[i]), body: widen(body, ids) })),
  ].map((req) => ({ ...req, multipart: false }));
}

/** A stack trace or an internal error text in a response body. */
export const LEAKS_INTERNALS =
  /\n\s+at [^\n]+:\d+:\d+|node_modules|\/src\/|ECONNREFUSED|syntax error at|violates .* constraint/i;
