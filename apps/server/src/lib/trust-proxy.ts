import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** TRUST_PROXY parsed: nobody (default), the number of proxy hops in front, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const OFF = new Set(['0', 'false', 'off', 'aus', 'no', 'nein']);

/**
 * Reads TRUST_PROXY. Returns the setting or a German error text. A list is checked with proxy-addr,
 * the same code that later evaluates it, so whatever starts is also what Fastify understands.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || OFF.has(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) return { error: 'Die Anzahl der Proxy-Stationen muss zwischen 1 und 10 liegen.' };
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      return {
        error: `„${entry}“ ist keine gültige IP-Adresse und kein gültiger CIDR-Bereich. Erlaubt sind: aus (Standard), eine Anzahl Proxy-Stationen (1–10) oder eine Komma-Liste von Adressen/Bereichen (z. B. 10.0.0.1,192.168.0.0/16, loopback).`,
      };
    }
  }
  return entries;
}

/** Fastify's trustProxy option: a hop count becomes a function (Fastify's numeric form never trusts). */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return setting;
}

/**
 * A trusted proxy passes on whatever the client put into X-Forwarded-For. Entries that are no IP
 * address end the chain there: only the valid addresses after the last bad one stay, so req.ip is
 * always an IP address (of the client, the proxy or the socket) and never client-chosen text.
 */
export function registerForwardedCleanup(app: FastifyInstance): void {
  // Callback-style (not async): every request passes it, and most carry no such header.
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.raw.headers['x-forwarded-for'];
    if (header !== undefined) cleanForwarded(req.raw.headers, header);
    done();
  });
}

function cleanForwarded(headers: Record<string, string | string[] | undefined>, header: string | string[]) {
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((e) => e.trim());
  let start = 0;
  entries.forEach((entry, i) => {
    if (isIP(entry) === 0) start = i + 1;
  });
  if (start === 0) return;
  if (start >= entries.length) delete headers['x-forwarded-for'];
  else headers['x-forwarded-for'] = entries.slice(start).join(', ');
}
