import { ApiError, toApiError } from './api-error';
import { credentials } from './credentials';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => credentials.clear();

/** The app decides what a 401 means (clear credentials, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Calls such as login must not trigger the global 401 handling. */
  public?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestInit(options: RequestOptions, accept: string, token: string | null): RequestInit {
  const headers: Record<string, string> = { accept };
  if (token && !options.public) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

/** GET answers asked before the app's scripts had arrived (requestEarly), by path, with the token they were asked with. */
const early = new Map<string, { token: string; response: Promise<Response> }>();

/**
 * Asks a signed-in GET now, before the app that reads it has loaded (src/early.ts: /v1/user/me travels alongside
 * React instead of after it). The first JSON GET of that path with the same token takes this answer instead of asking
 * again and handles it as its own (errors, 401); without a token nothing is asked.
 */
export function requestEarly(path: string): void {
  const token = credentials.token();
  if (!token) return;
  const response = fetch(path, requestInit({}, 'application/json', token));
  response.catch(() => undefined); // not unhandled while no one has taken it yet; the taker sees the failure
  early.set(path, { token, response });
}

function takeEarly(path: string, options: RequestOptions, accept: string, token: string | null) {
  const asked = early.get(path);
  if (!asked) return null;
  early.delete(path);
  const same = asked.token === token && !options.public && options.body === undefined && accept === 'application/json';
  return same && (options.method ?? 'GET') === 'GET' ? asked.response : null;
}

/** A call to the server with the bearer token; non-2xx answers become an ApiError (401: the app's handler). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = credentials.token();
  let response: Response;
  try {
    response = await (takeEarly(path, options, accept, token) ?? fetch(path, requestInit(options, accept, token)));
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(0, 'NETWORK', detail || 'Network error');
  }
  if (!response.ok) {
    const error = toApiError(
      response.status,
      await readBody(response),
      response.statusText || `HTTP ${response.status}`,
    );
    if (response.status === 401 && !options.public) onUnauthorized();
    throw error;
  }
  return response;
}

/** JSON call to the server with the bearer token; non-2xx answers become an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options, 'application/json'))) as T;
}

/** A file from the server (CSV, ZIP …) with the bearer token, and the name its Content-Disposition gives. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, options, '*/*');
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body }),
};
