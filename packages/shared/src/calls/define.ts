import type { z } from 'zod';
import type { RightName } from '../rights.js';

/**
 * Who may make a call: everyone, any signed-in user, a staff user holding one of the named rights, or a tour
 * operator's user holding one of them (`operator`; `token`: also with a personal access token, read-only).
 */
export type CallAccess =
  | { public: true }
  | { authenticated: true }
  | { anyOf: readonly RightName[] }
  | { operator: readonly RightName[]; token?: true };

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The media type of the Excel files the reports and exports answer with. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One call of the server's API, written once: the server registers its route from it (method, path, schemas, access
 * rule, OpenAPI text) and the web app builds its request from it (path, input and answer types).
 */
export interface Call {
  method: CallMethod;
  /** The full path with named parameters (`/v1/roles/:id`), as the server's router reads it. */
  path: string;
  access: CallAccess;
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (a screen's X-Device-Secret); the web app sends none of them. */
  headers?: z.ZodType;
  /** The JSON of a 200 answer; absent for a file or a page. */
  answer?: z.ZodType;
  /** Further answers the OpenAPI document names (status → schema). */
  errors?: Readonly<Record<number, z.ZodType>>;
  produces?: readonly string[];
  consumes?: readonly string[];
  /** Not in the OpenAPI document (files, pages). */
  hide?: boolean;
  /** The OpenAPI document's security of the call; `[]`: no sign-in at all (the screens' calls). */
  security?: readonly Readonly<Record<string, readonly string[]>>[];
}

/** Keeps a call's exact types (schemas, path, method) for the server's handler and the web's request. */
export const defineCall = <const C extends Call>(call: C): C => call;

/** The type a call's part (params, querystring, body, answer) reads, or `undefined` when the call has none. */
export type CallPart<C extends Call, K extends 'params' | 'querystring' | 'body' | 'headers' | 'answer'> = C extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a request of the call carries: params, query and body, each optional when its schema requires nothing. */
export type CallInput<C extends Call> = PartInput<'params', CallPart<C, 'params'>> &
  PartInput<'query', CallPart<C, 'querystring'>> &
  PartInput<'body', CallPart<C, 'body'>>;

type PartInput<K extends string, S> = S extends z.ZodType
  ? undefined extends InputOf<S>
    ? { [P in K]?: InputOf<S> }
    : Partial<InputOf<S>> extends InputOf<S>
      ? { [P in K]?: InputOf<S> }
      : { [P in K]: InputOf<S> }
  : { [P in K]?: never };

/** The answer's type (the schema's output), `unknown` for a call without a JSON answer. */
export type CallAnswer<C extends Call> =
  CallPart<C, 'answer'> extends z.ZodType ? z.output<CallPart<C, 'answer'>> : unknown;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The call's URL: each `:name` replaced by its encoded parameter, the query (undefined values left out) appended. */
export function callUrl(
  call: Pick<Call, 'path'>,
  input: { params?: object | undefined; query?: object | undefined } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
