import type { MailSendEntry } from '@signage/shared';
import type { Actor } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { networkOfCompany, reachesCompany, reachOf } from '../../tenancy/index.js';
import { findDevicesForMail, findNetworks, type MailDevice } from './recipient-repository.js';

export interface NetworkMail {
  network: string;
  name: string;
  email: string | null;
  subject: string | null;
  message: string | null;
  devices: MailDevice[];
}

/** networkOfCompany, asked once per company however many entries name it. */
function networkLookup(db: Db) {
  const known = new Map<string, Promise<string | null>>();
  const of = (company: string | null) => {
    if (!company) return Promise.resolve(null);
    let found = known.get(company);
    if (!found) {
      found = networkOfCompany(db, company);
      known.set(company, found);
    }
    return found;
  };
  return {
    of,
    ofDevice: async (device: MailDevice) => (await of(device.guidCompany)) ?? (await of(device.guidParent)),
  };
}

/**
 * Groups the list-form entries by network: the network is guidParent, else the network of guidCompany
 * or deviceCompanyGuid, else the device's. The company an entry names (else its device's) and its device must
 * be in the actor's reach — their network for a network user, their location for a location user — and every
 * device must belong to its entry's network (404 otherwise: other records do not exist for them).
 */
export async function resolveNetworkMails(db: Db, actor: Actor, entries: MailSendEntry[]): Promise<NetworkMail[]> {
  const deviceGuids = [...new Set(entries.map((e) => e.deviceGuid).filter((g): g is string => !!g))];
  const devices = new Map((await findDevicesForMail(db, deviceGuids)).map((d) => [d.guid, d]));
  const groups = new Map<string, Omit<NetworkMail, 'name' | 'email'>>();
  const lookup = networkLookup(db);
  const reach = reachOf(actor);
  for (const entry of entries) {
    const device = entry.deviceGuid ? devices.get(entry.deviceGuid) : undefined;
    if (entry.deviceGuid && !device) throw notFound('Gerät');
    const named = entry.guidParent ?? entry.guidCompany ?? entry.deviceCompanyGuid;
    const network = named ? await lookup.of(named) : device ? await lookup.ofDevice(device) : null;
    if (!named && !device) throw badRequest('Jeder Eintrag braucht ein Gerät oder ein Netzwerk.');
    const owner = named ?? device?.guidCompany ?? null;
    if (!network || !reachesCompany(reach, { guid: owner, network })) throw notFound('Netzwerk');
    if (device && (await lookup.ofDevice(device)) !== network) throw notFound('Gerät');
    if (device && !reachesCompany(reach, { guid: device.guidCompany, network })) throw notFound('Gerät');
    const group = groups.get(network) ?? { network, subject: null, message: null, devices: [] };
    group.subject ??= entry.subject || null;
    group.message ??= entry.message || null;
    if (device && !group.devices.some((d) => d.guid === device.guid)) group.devices.push(device);
    groups.set(network, group);
  }
  const networks = new Map((await findNetworks(db, [...groups.keys()])).map((n) => [n.guid, n]));
  return [...groups.values()].map((g) => ({
    ...g,
    name: networks.get(g.network)?.name ?? '',
    email: networks.get(g.network)?.email?.trim() || null,
  }));
}
