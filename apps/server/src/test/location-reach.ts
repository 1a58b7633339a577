import { randomUUID } from 'node:crypto';
import { DEFAULT_TEMPLATE_CONFIG, RIGHT_NAMES } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import {
  announcements,
  comments,
  mailTemplates,
  offerCampaigns,
  offerCopies,
  offerHolds,
  outgoingMails,
  templates,
} from '../db/schema.js';
import { createRoleWithRights } from '../db/seed/base.js';
import {
  addAppVersion,
  addDevice,
  addItem,
  addLocation,
  addMedia,
  addPlaylist,
  addUser,
  type Caller,
  callerFor,
  setCompanyEmail,
  signIn,
} from './factory/index.js';
import type { Harness } from './harness.js';

/** The records of one place (a location, or the network itself) that a route can name. */
export interface Place {
  company: string;
  user: string;
  device: string;
  playlist: string;
  item: string;
  comment: string;
  media: string;
  mail: string;
  email: string;
  /** An announcement on the place's screens. */
  announcement: string;
  /** A network campaign whose copy at this place waits for approval ('Reise der Woche'). */
  campaign: string;
  /** An offer added in the offer tool at this place that waits for approval. */
  hold: string;
}

/** The network's own records every user of the network might read (global ones aside). */
export interface Library {
  template: string;
  role: string;
  mailTemplate: string;
  right: string;
  app: string;
}

export interface LocationReach {
  /** The caller: custom role "every right but the …_OTHER ones", user at location A1. */
  call: Caller;
  guid: string;
  /** Its own location A1 and what is there. */
  own: Place;
  /** The sibling location A2 of the same network. */
  sibling: Place;
  /** Records of network A itself (not of a location). */
  network: Place;
  library: Library;
}

/** The rights of the caller: the whole catalogue except every …_OTHER right. */
export const ALL_BUT_OTHER = RIGHT_NAMES.filter((name) => !name.endsWith('_OTHER'));

async function addPlace(h: Harness, company: string, user: string, email: string): Promise<Place> {
  const db = h.database.db;
  const network = h.fx.networkA;
  await setCompanyEmail(db, company, email);
  const playlist = await addPlaylist(db, { guidCompany: company, name: `Schleife ${email}` });
  const device = await addDevice(db, { guidCompany: company, guidParent: network, guidPlaylist: playlist });
  const item = await addItem(db, { guidPlaylist: playlist });
  const media = await addMedia(db, { companyGuid: company });
  const comment = randomUUID();
  await db.insert(comments).values({ guid: comment, name: 'Test', comment: '<p>Notiz</p>', guidCompany: company });
  await db.insert(comments).values({ guid: randomUUID(), name: 'Test', comment: '<p>Gerät</p>', guidDevice: device });
  const mail = randomUUID();
  await db.insert(outgoingMails).values({
    guid: mail,
    toAddress: email,
    subject: 'Bildschirm offline',
    body: 'Gerät offline',
    guidUser: h.fx.users.netA,
    guidCompany: network,
    guidDevice: device,
  });
  const announcement = randomUUID();
  const isNetwork = company === network;
  await db.insert(announcements).values({
    guid: announcement,
    guidNetwork: network,
    scope: isNetwork ? 'network' : 'location',
    guidLocation: isNetwork ? null : company,
    text: `Ankündigung ${email}`,
    colour: '#c62828',
    startsAt: new Date(h.clock.now()),
    endsAt: new Date(h.clock.now() + 3_600_000),
  });
  const campaign = randomUUID();
  await db.insert(offerCampaigns).values({
    guid: campaign,
    guidNetwork: network,
    offerId: `probe-${email}`,
    provider: 'demo',
    startDay: '2026-06-01',
    endDay: '2026-06-08',
    orientation: 'auto',
    selection: { kind: 'list', locations: [company] },
    approval: 'location',
  });
  await db.insert(offerCopies).values({ guidCampaign: campaign, guidCompany: company, state: 'pending' });
  const hold = randomUUID();
  await db.insert(offerHolds).values({
    guid: hold,
    guidCompany: company,
    offerId: `probe-${email}`,
    mode: 'standard',
    request: { offerId: `probe-${email}`, start: 0, end: 0, targetDevices: [device], editor: [], from: '', till: '' },
  });
  return { company, user, device, playlist, item, comment, media, mail, email, announcement, campaign, hold };
}

/**
 * Network A with its location A1 (fixtures) and a sibling location A2, each with a user, a screen, a playlist
 * with an item, media, comments and an outbox mail; the network's own records likewise; and the caller at A1.
 */
export async function locationReach(h: Harness): Promise<LocationReach> {
  const db = h.database.db;
  const { networkA, locationA, roles } = h.fx;
  const location = roles['Standort-Benutzer'] as string;
  const a2 = await addLocation(db, { name: 'Standort A2', guidParent: networkA, city: 'Hamburg' });
  const role = await createRoleWithRights(db, 'Alles außer _OTHER', 'Test', ALL_BUT_OTHER, networkA);
  const guid = await addUser(db, { username: 'standort-alles', guidParent: locationA, guidRole: role });
  const call = callerFor(h, await signIn(h, 'standort-alles'));
  const a1User = await addUser(db, { username: 'kollege-a1', guidParent: locationA, guidRole: location });
  const a2User = await addUser(db, { username: 'kollege-a2', guidParent: a2, guidRole: location });
  const template = randomUUID();
  const config = JSON.stringify(DEFAULT_TEMPLATE_CONFIG);
  await db.insert(templates).values({ guid: template, guidParent: networkA, name: 'Netz-Vorlage', config });
  // A network's mail template names its author, whom every reader of the template sees.
  const author = await addUser(db, { username: 'vorlagen-autor', guidParent: networkA, guidRole: location });
  const mailTemplate = randomUUID();
  await db.insert(mailTemplates).values({ guid: mailTemplate, name: 'Netz-Mail', userGuid: author });
  const [right] = await queryRows<{ guid: string }>(db, sql`select guid from rights order by guid_right limit 1`);
  return {
    call,
    guid,
    own: await addPlace(h, locationA, a1User, 'a1@example.org'),
    sibling: await addPlace(h, a2, a2User, 'a2@example.org'),
    network: await addPlace(h, networkA, h.fx.users.netA, 'netz-a@example.org'),
    library: {
      template,
      role: await createRoleWithRights(db, 'Netz-Rolle', 'Test', [], networkA),
      mailTemplate,
      right: right?.guid as string,
      app: await addAppVersion(db, { name: 'player-9' }),
    },
  };
}

/** Guids of a place that must never come back to the caller in any answer. */
export const guidsOf = (place: Place) => [
  place.user,
  place.device,
  place.playlist,
  place.item,
  place.comment,
  place.mail,
  place.announcement,
  place.campaign,
  place.hold,
];
