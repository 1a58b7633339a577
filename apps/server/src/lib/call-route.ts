import type { Call, CallPart } from '@signage/shared';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue entry the route was registered from (routeOf); the catalogue test compares by identity. */
    call?: Call;
  }
}

type Present<K extends string, S> = S extends undefined ? { [P in K]?: undefined } : { [P in K]: S };

/** The route's schema as the catalogue entry gives it, typed so fastify-type-provider-zod types the handler. */
export type CallSchema<C extends Call> = {
  tags: string[];
  summary?: string;
  description?: string;
  hide?: boolean;
  produces?: readonly string[];
  consumes?: readonly string[];
  security?: Call['security'];
} & Present<'params', CallPart<C, 'params'>> &
  Present<'querystring', CallPart<C, 'querystring'>> &
  Present<'body', CallPart<C, 'body'>> &
  Present<'headers', CallPart<C, 'headers'>> &
  (CallPart<C, 'answer'> extends undefined
    ? { response?: C['errors'] }
    : { response: { 200: CallPart<C, 'answer'> } & NonNullable<C['errors']> });

/**
 * Method, URL (the catalogue's path below the scope's prefix), access rule and schema of a catalogue entry, for
 * `app.route({ ...routeOf(app, calls.x.y), handler })`. The OpenAPI document reads the same schema.
 */
export function routeOf<C extends Call>(app: FastifyInstance, call: C) {
  if (!call.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${call.method} ${call.path} does not lie under the scope's prefix ${app.prefix}`);
  }
  const schema: Record<string, unknown> = { tags: [...call.tags] };
  for (const key of [
    'summary',
    'description',
    'hide',
    'produces',
    'consumes',
    'security',
    'params',
    'querystring',
    'body',
    'headers',
  ] as const) {
    if (call[key] !== undefined) schema[key] = call[key];
  }
  if (call.answer || call.errors) schema.response = { ...(call.answer ? { 200: call.answer } : {}), ...call.errors };
  return {
    method: call.method,
    url: call.path.slice(app.prefix.length),
    config: { access: call.access, call },
    schema: schema as CallSchema<C>,
  };
}
