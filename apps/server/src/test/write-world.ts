// A realistic estate for the differential test over every write route (player/every-write*.test.ts): two networks,
// three locations in two time zones with opening hours, screens that share a loop, a linked channel, media items with
// schedules and validity windows, announcements and a default app version. Built on the harness fixtures.
import { randomUUID } from 'node:crypto';
import { CHANNEL, type ItemSchedule, type OpeningHours } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { announcements, comments, companies, mailTemplates, templates } from '../db/schema.js';
import {
  addAppVersion,
  addDevice,
  addLinkItem,
  addLocation,
  addMedia,
  addOrganiser,
  addPlayerItem,
  addPlaylist,
} from './factory/index.js';
import type { Harness } from './harness.js';

const DAY = 24 * 3_600_000;
const WEEKDAYS = ['mo', 'di', 'mi', 'do', 'fr'] as const;
/** Monday to Friday 09:00–18:00, Saturday 10:00–14:00 (the network's default). */
export const NETWORK_HOURS: OpeningHours = {
  weekly: {
    ...Object.fromEntries(WEEKDAYS.map((d) => [d, [{ from: '09:00', till: '18:00' }]])),
    sa: [{ from: '10:00', till: '14:00' }],
  },
  exceptions: [],
};
/** Network B's default: Monday to Friday 07:00–20:00. */
const LONG_HOURS: OpeningHours = {
  weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, [{ from: '07:00', till: '20:00' }]])),
  exceptions: [],
};
const MORNINGS: ItemSchedule = { kind: 'times', days: [...WEEKDAYS], spans: [{ from: '08:00', till: '12:00' }] };

export interface World {
  networkA: string;
  networkB: string;
  /** Berlin, the network's hours. */
  locationA1: string;
  /** New York, its own hours: closed at the test's 10:00 UTC (06:00 there). */
  locationA2: string;
  locationB1: string;
  /** The loop that screens A1a and A1b share (one image, one video of the library, a link to the channel). */
  loopA1: string;
  loopA2: string;
  loopB1: string;
  /** A channel of network A, linked into loopA1 and loopA2. */
  channel: string;
  /** A playlist of network A that no screen plays. */
  spare: string;
  /** A second channel of network A with one item, linked nowhere yet. */
  channel2: string;
  /** An organiser network's channel (one item), to share with locations. */
  organiser: { network: string; channel: string };
  items: { image: string; video: string; morning: string; link: string; channelItem: string; web: string; b: string };
  /** The library medium behind items.video. */
  video: string;
  /** A medium of network A that no loop holds. */
  unused: string;
  screens: { a1a: string; a1b: string; a1portrait: string; a2: string; b1: string; idle: string };
  apps: { default: string; next: string };
  announcements: { location: string; planned: string };
  template: string;
  mailTemplate: string;
  comment: string;
}

export async function buildWorld(h: Harness): Promise<World> {
  const db = h.database.db;
  const { networkA, networkB, locationA: locationA1, locationB: locationB1 } = h.fx;
  await db.update(companies).set({ openingHours: NETWORK_HOURS }).where(eq(companies.guid, networkA));
  await db.update(companies).set({ openingHours: LONG_HOURS }).where(eq(companies.guid, networkB));
  await db.update(companies).set({ timeZone: 'Europe/Berlin' }).where(eq(companies.guid, locationA1));
  await db.update(companies).set({ timeZone: 'Europe/Berlin' }).where(eq(companies.guid, locationB1));
  const locationA2 = await addLocation(db, {
    name: 'Standort A2',
    guidParent: networkA,
    city: 'New York',
    timeZone: 'America/New_York',
    openingHours: { weekly: { mo: [{ from: '09:00', till: '17:00' }] } },
  });

  const channel = await addPlaylist(db, { guidCompany: networkA, name: 'Kanal Sommer', channel: CHANNEL });
  const channelItem = await addPlayerItem(db, { guidPlaylist: channel, name: 'Kanal Bild' });
  const loopA1 = await addPlaylist(db, { guidCompany: locationA1, name: 'Schaufenster A1' });
  const image = await addPlayerItem(db, { guidPlaylist: loopA1, name: 'Kreta.jpg', orderNr: 100 });
  const video = await addMedia(db, { companyGuid: networkA, name: 'Strand.mp4', webFileName: 'strand.web.mp4' });
  const videoItem = await addPlayerItem(db, {
    guidPlaylist: loopA1,
    type: 'VIDEO',
    mime: 'video/mp4',
    guidMedia: video,
    localFileName: `${video}.mp4`,
    orderNr: 200,
    duration: 15,
  });
  const morning = await addPlayerItem(db, { guidPlaylist: loopA1, orderNr: 300, schedule: MORNINGS });
  const link = await addLinkItem(db, { guidPlaylist: loopA1, linkedPlaylist: channel, orderNr: 400 });
  const loopA2 = await addPlaylist(db, { guidCompany: locationA2, name: 'Schaufenster A2' });
  const web = await addPlayerItem(db, {
    guidPlaylist: loopA2,
    type: 'WEB',
    mime: null,
    localFileName: 'https://example.org/angebote',
    orderNr: 100,
    activeFrom: new Date(h.clock.now() - DAY),
    activeTill: new Date(h.clock.now() + 30 * DAY),
  });
  await addLinkItem(db, { guidPlaylist: loopA2, linkedPlaylist: channel, orderNr: 200 });
  const loopB1 = await addPlaylist(db, { guidCompany: locationB1, name: 'Schaufenster B1' });
  const b = await addPlayerItem(db, { guidPlaylist: loopB1, orderNr: 100 });
  const spare = await addPlaylist(db, { guidCompany: networkA, name: 'Reserve' }, 2);
  const channel2 = await addPlaylist(db, { guidCompany: networkA, name: 'Kanal Winter', channel: CHANNEL });
  await addPlayerItem(db, { guidPlaylist: channel2, name: 'Winter.jpg' });
  const organiser = await addOrganiser(db);
  await addPlayerItem(db, { guidPlaylist: organiser.channel, name: 'Veranstalter.jpg' });
  const unused = await addMedia(db, { companyGuid: networkA, name: 'Alt.jpg', type: 'IMAGE' });

  const screen = (guidCompany: string, guidParent: string, guidPlaylist: string | null, orientation = 'horizontal') =>
    addDevice(db, { guidCompany, guidParent, guidPlaylist, orientation, clientVersionString: '2.0' });
  const screens = {
    a1a: await screen(locationA1, networkA, loopA1),
    a1b: await screen(locationA1, networkA, loopA1),
    a1portrait: await screen(locationA1, networkA, loopA1, 'vertical'),
    a2: await screen(locationA2, networkA, loopA2),
    b1: await screen(locationB1, networkB, loopB1),
    idle: await screen(locationA1, networkA, null),
  };
  const apps = {
    default: await addAppVersion(db, { name: 'player-2.0', isDefault: 1 }),
    next: await addAppVersion(db, { name: 'player-2.1' }),
  };
  const now = h.clock.now();
  const announcement = (values: Partial<typeof announcements.$inferInsert>) => {
    const guid = randomUUID();
    return db
      .insert(announcements)
      .values({
        guid,
        guidNetwork: networkB,
        scope: 'network',
        text: 'Heute bis 14 Uhr geöffnet',
        colour: '#c62828',
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + DAY),
        ...values,
      })
      .then(() => guid);
  };
  const template = randomUUID();
  await db.insert(templates).values({ guid: template, name: 'Angebot Standard', guidParent: networkA });
  const mailTemplate = randomUUID();
  await db.insert(mailTemplates).values({ guid: mailTemplate, name: 'Offline-Hinweis', subject: 'Offline' });
  const comment = randomUUID();
  await db.insert(comments).values({ guid: comment, guidCompany: locationA1, comment: 'Fenster geputzt' });
  return {
    networkA,
    networkB,
    locationA1,
    locationA2,
    locationB1,
    loopA1,
    loopA2,
    loopB1,
    channel,
    spare,
    channel2,
    organiser,
    items: { image, video: videoItem, morning, link, channelItem, web, b },
    video,
    unused,
    screens,
    apps,
    announcements: {
      location: await announcement({ scope: 'location', guidLocation: locationB1 }),
      planned: await announcement({
        guidNetwork: networkA,
        startsAt: new Date(now + 2 * DAY),
        endsAt: new Date(now + 3 * DAY),
      }),
    },
    template,
    mailTemplate,
    comment,
  };
}
