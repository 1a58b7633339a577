import { randomUUID } from 'node:crypto';
import { ORGANISER_CHANNEL } from '@signage/shared';
import type { Db } from '../db/client.js';
import { comments, companies, devices, media, playlistItems, playlists, users } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Storage } from '../lib/storage.js';
import { enqueueConversion } from '../modules/media/convert-job.js';
import { thumbnail } from '../modules/media/processing.js';
import { demoDevices } from './demo-devices.js';
import { demoVideo, md5, posterImage } from './demo-files.js';
import { DEMO_WEB_PATH } from './demo-page.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoCompany {
  guid: string;
  name: string;
}

function company(values: Partial<typeof companies.$inferInsert> & { name: string }) {
  return { guid: randomUUID(), tags: '[]', ...values };
}

/** German demo data: two networks, locations, devices in every state, playlists with media. */
export async function seedDemo(
  db: Db,
  storage: Storage,
  roleGuids: Record<string, string>,
  passwordHash: string,
  clock: Clock,
) {
  const now = clock.now();
  const sonne = company({
    name: 'Sonnenschein Reisen GmbH',
    isMother: 1,
    typ: 0,
    costCenter: 'KST-1000',
    street: 'Unter den Linden 10',
    postcode: '10117',
    city: 'Berlin',
    contactPerson: 'Sabine Krüger',
    phonenumber: '030 1234567',
    email: 'kontakt@sonnenschein-reisen.example',
    advisoryId: '100200',
    tags: '["Premium"]',
  });
  const fernweh = company({
    name: 'Fernweh Touristik AG',
    isMother: 1,
    typ: 1,
    costCenter: 'KST-2000',
    street: 'Hohenzollernring 25',
    postcode: '50672',
    city: 'Köln',
    contactPerson: 'Jörg Weiß',
    phonenumber: '0221 998877',
    email: 'service@fernweh-touristik.example',
    advisoryId: '300400',
  });
  const locs = [
    ['Sonnenschein Reisen Berlin-Mitte', 'Friedrichstraße 120', '10117', 'Berlin', 'KST-1001'],
    ['Sonnenschein Reisen Hamburg', 'Mönckebergstraße 7', '20095', 'Hamburg', 'KST-1002'],
    ['Sonnenschein Reisen München', 'Kaufingerstraße 12', '80331', 'München', 'KST-1003'],
  ].map(([name, street, postcode, city, costCenter], i) =>
    company({
      name,
      // every demo location has its own id at the offer provider: the copied booking link then names one
      advisoryId: `10020${i + 1}`,
      street,
      postcode,
      city,
      costCenter,
      guidParent: sonne.guid,
      isMother: 0,
      importKey: `SR-${i + 1}`,
      contactPerson: ['Anna Schäfer', 'Lars Petersen', 'Maria Huber'][i],
      phonenumber: `0${30 + i} 55501${i}`,
      email: `filiale${i + 1}@sonnenschein-reisen.example`,
    }),
  );
  const fernwehLoc = company({
    name: 'Fernweh Reisebüro Düsseldorf',
    street: 'Königsallee 60',
    postcode: '40212',
    city: 'Düsseldorf',
    guidParent: fernweh.guid,
    isMother: 0,
    costCenter: 'KST-2001',
    advisoryId: '300401',
  });
  const orphan = company({
    name: 'Reisewelt Müller',
    street: 'Marktplatz 3',
    postcode: '01067',
    city: 'Dresden',
    isMother: 0,
    advisoryId: '500100',
  });
  await db.insert(companies).values([sonne, fernweh, ...locs, fernwehLoc, orphan]);

  const berlinPl = {
    guid: randomUUID(),
    name: 'Schaufenster Berlin-Mitte',
    guidCompany: locs[0].guid,
    orientation: 'horizontal',
    maxLength: 0,
  };
  const hamburgPl = {
    guid: randomUUID(),
    name: 'Schaufenster Hamburg',
    guidCompany: locs[1].guid,
    orientation: 'vertical',
    maxLength: 120,
  };
  const channelPl = {
    guid: randomUUID(),
    name: 'Fernweh Sommerkanal',
    guidCompany: fernweh.guid,
    channel: ORGANISER_CHANNEL,
    maxLength: 300,
    orientation: 'horizontal',
  };
  await db.insert(playlists).values([berlinPl, hamburgPl, channelPl]);

  const items: Array<typeof playlistItems.$inferInsert> = [];
  const mediaRows: Array<typeof media.$inferInsert> = [];
  const posters: Array<[typeof berlinPl, DemoCompany, string, string, string, boolean]> = [
    [berlinPl, locs[0], 'Mallorca', '7 Nächte ab 499 €', '#1b98e0', false],
    [berlinPl, locs[0], 'Kreta', 'Frühbucher ab 649 €', '#e07a1b', false],
    [hamburgPl, locs[1], 'Norwegen', 'Kreuzfahrt ab 1.099 €', '#2a9d8f', true],
    [channelPl, fernweh, 'Türkei', 'All inclusive ab 579 €', '#c1121f', false],
  ];
  let order = 100;
  const nextOrder = () => {
    order += 100;
    return order;
  };
  for (const [pl, owner, title, subtitle, colour, vertical] of posters) {
    const image = await posterImage(title, subtitle, colour, vertical ? 1080 : 1920, vertical ? 1920 : 1080);
    const file = `${randomUUID()}.jpg`;
    await storage.write(`media/${pl.guid}/${file}`, image);
    const guidMedia = randomUUID();
    mediaRows.push({
      guid: guidMedia,
      name: `${title}.jpg`,
      localFileName: file,
      guidPlaylist: pl.guid,
      companyGuid: owner.guid,
      size: image.length,
      type: 'IMAGE',
      mime: 'image/jpeg',
      md5: md5(image),
      mediaInfo: JSON.stringify({ width: vertical ? 1080 : 1920, height: vertical ? 1920 : 1080 }),
    });
    items.push({
      guid: randomUUID(),
      guidPlaylist: pl.guid,
      orderNr: nextOrder(),
      name: `${title}.jpg`,
      title,
      type: 'IMAGE',
      mime: 'image/jpeg',
      localFileName: file,
      size: image.length,
      duration: 10,
      md5: md5(image),
      thumb: (await thumbnail(image)).dataUrl,
      guidMedia,
      activeFrom: new Date(now - DAY),
      activeTill: new Date(now + 365 * DAY),
    });
  }

  const { videoFile, video, poster, posterFile } = await demoVideo(storage, berlinPl.guid);
  const videoMedia = randomUUID();
  mediaRows.push({
    guid: videoMedia,
    name: 'Strandvideo.mp4',
    localFileName: videoFile,
    guidPlaylist: berlinPl.guid,
    companyGuid: locs[0].guid,
    size: video.length,
    type: 'VIDEO',
    mime: 'video/mp4',
    md5: md5(video),
    convertStatus: 'waiting',
    thumbFileName: poster ? posterFile : null,
    mediaInfo: JSON.stringify({ duration: 6, width: 640, height: 360, codec: 'h264' }),
  });
  items.push(
    {
      guid: randomUUID(),
      guidPlaylist: berlinPl.guid,
      orderNr: nextOrder(),
      name: 'Strandvideo.mp4',
      title: 'Strandvideo',
      type: 'VIDEO',
      mime: 'video/mp4',
      localFileName: videoFile,
      size: video.length,
      duration: 6,
      md5: md5(video),
      thumb: poster?.dataUrl ?? null,
      guidMedia: videoMedia,
    },
    {
      guid: randomUUID(),
      guidPlaylist: berlinPl.guid,
      orderNr: nextOrder(),
      name: 'Web URL',
      type: 'WEB',
      mime: 'web',
      // A page of this server: the demo plays without internet.
      localFileName: `{host}${DEMO_WEB_PATH}`,
      duration: 10,
    },
    {
      guid: randomUUID(),
      guidPlaylist: berlinPl.guid,
      orderNr: nextOrder(),
      name: channelPl.name,
      type: 'PLAYLIST',
      linkedPlaylist: channelPl.guid,
      readOnly: 1,
      duration: 0,
    },
    {
      guid: randomUUID(),
      guidPlaylist: hamburgPl.guid,
      orderNr: nextOrder(),
      name: 'Web URL',
      type: 'WEB',
      mime: 'web',
      localFileName: `{host}${DEMO_WEB_PATH}`,
      duration: 10,
      active: 0,
    },
  );
  await db.insert(media).values(mediaRows);
  await enqueueConversion(db, { clock }, videoMedia);
  await db.insert(playlistItems).values(items);

  await db
    .insert(devices)
    .values(demoDevices({ sonne, fernweh, locs, fernwehLoc, orphan }, { berlinPl, hamburgPl, channelPl }));

  await db.insert(comments).values({
    guid: randomUUID(),
    guidCompany: sonne.guid,
    action: 'phone',
    subject: 'Rückruf',
    comment: '<p>Frau Krüger bittet um Rückruf wegen <strong>neuer Stele</strong> in Hamburg.</p>',
  });

  const demoUsers = [
    ['netzadmin', 'Nina', 'Neumann', 'Netzwerk-Administrator', sonne.guid],
    ['standort', 'Stefan', 'Ort', 'Standort-Benutzer', locs[0].guid],
    ['support', 'Susanne', 'Port', 'Support', null],
  ] as const;
  await db.insert(users).values(
    demoUsers.map(([username, forename, lastname, role, guidParent]) => ({
      guid: randomUUID(),
      username,
      forename,
      lastname,
      guidParent,
      guidRole: roleGuids[role],
      email: `${username}@demo.example`,
      passwordHash,
    })),
  );
  return demoUsers.map(([username, , , role]) => ({ username, role }));
}

export { HOUR };
