import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

export interface Resolved {
  address: string;
  family: number;
}
/** How a host name is resolved (node:dns by default; tests give their own). */
export type Resolve = (host: string) => Promise<Resolved[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

const isPublic = (address: string) => ipaddr.process(address).range() === 'unicast';

/**
 * The host's addresses when every one is a public unicast address (not loopback, private, link-local,
 * unique-local, carrier NAT, multicast …), else null.
 */
export async function publicAddresses(host: string, resolve: Resolve = systemResolve): Promise<Resolved[] | null> {
  try {
    const addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await resolve(host);
    return addresses.length > 0 && addresses.every((a) => isPublic(a.address)) ? addresses : null;
  } catch {
    return null;
  }
}

/**
 * An undici Agent that connects only to public addresses: its connection's lookup is the check, so the address
 * connected to is the one checked (a host cannot answer a public address to the check and its own network's to
 * the connection: DNS rebinding).
 */
export function publicOnlyAgent(resolve: Resolve = systemResolve): Agent {
  const lookup: LookupFunction = (host, options, callback) => {
    publicAddresses(host, resolve).then(
      (addresses) => {
        if (!addresses) {
          const error = Object.assign(new Error(`${host} hat keine öffentliche Adresse`), { code: 'ENOTFOUND' });
          callback(error, '', 4);
          return;
        }
        const family = typeof options === 'object' ? options.family : undefined;
        const fitting = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (typeof options === 'object' && options.all) {
          (callback as unknown as (e: null, a: Resolved[]) => void)(null, fitting);
          return;
        }
        const first = fitting[0] ?? addresses[0];
        callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
  return new Agent({ connect: { lookup } });
}
