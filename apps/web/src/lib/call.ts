import { type Call, type CallAnswer, type CallInput, callUrl } from '@signage/shared/calls/define';
import { apiDownload, apiRequest } from './api-client';

/** The arguments of a call: optional as a whole when none of its parts is required. */
type Args<C extends Call> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

const urlOf = <C extends Call>(c: C, input: CallInput<C> | undefined) =>
  callUrl(c, input as { params?: object; query?: object } | undefined);

const bodyOf = <C extends Call>(c: C, input: CallInput<C> | undefined) => {
  const body = (input as { body?: unknown } | undefined)?.body;
  // A POST always sends JSON (the server's body schemas default an absent body); a GET never does.
  return c.method === 'GET' ? undefined : (body ?? {});
};

/**
 * One call of the catalogue (packages/shared/src/calls): the path built from its params (encoded), the query and
 * JSON body sent, the answer typed by the catalogue's answer schema. Errors: see apiRequest.
 */
export function call<C extends Call>(c: C, ...[input]: Args<C>): Promise<CallAnswer<C>> {
  return apiRequest<CallAnswer<C>>(urlOf(c, input), {
    method: c.method,
    body: bodyOf(c, input),
    public: 'public' in c.access,
  });
}

/** A call whose answer is a file (CSV, ZIP …): the blob and the name its Content-Disposition gives. */
export function callDownload<C extends Call>(c: C, ...[input]: Args<C>) {
  return apiDownload(urlOf(c, input), { method: c.method, body: bodyOf(c, input), public: 'public' in c.access });
}

/** The URL of a call for what cannot go through fetch (uploads with progress, links). */
export const urlOfCall = <C extends Call>(c: C, ...[input]: Args<C>): string => urlOf(c, input);
