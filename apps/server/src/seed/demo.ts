import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { comments, companies, devices, media, playlistItems, playlists, users } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { ffmpeg } from '../lib/media-tools.js';
import type { Storage } from '../lib/storage.js';
import { enqueueConversion } from '../modules/media/convert-job.js';
import { thumbnail, videoFrame } from '../modules/media/processing.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoCompany {
  guid: string;
  name: string;
}

function company(values: Partial<typeof companies.$inferInsert> & { name: string }) {
  return { guid: randomUUID(), tags: '[]', ...values };
}

async function posterImage(title: string, subtitle: string, colour: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b2545"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(width / 14)}" fill="#fff" text-anchor="middle" font-weight="bold">${title}</text>
    <text x="50%" y="58%" font-family="sans-serif" font-size="${Math.round(width / 28)}" fill="#ffe08a" text-anchor="middle">${subtitle}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

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
  });
  const orphan = company({
    name: 'Reisewelt Müller',
    street: 'Marktplatz 3',
    postcode: '01067',
    city: 'Dresden',
    isMother: 0,
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
    channel: 20,
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

  const videoFile = `${randomUUID()}.mp4`;
  const videoKey = `media/${berlinPl.guid}/${videoFile}`;
  await storage.write(videoKey, Buffer.alloc(0));
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    storage.path(videoKey),
  ]);
  const video = await readFile(storage.path(videoKey));
  // Its poster, as the conversion job makes it for uploads; the web MP4 (SPEC §9 '….web.mp4') comes from
  // that job too, queued below like an upload's.
  const frameKey = `tmp/demo-${randomUUID()}.png`;
  await storage.write(frameKey, Buffer.alloc(0));
  const frame = await videoFrame(storage.path(videoKey), storage.path(frameKey));
  await storage.remove(frameKey);
  const poster = frame ? await thumbnail(frame) : null;
  const posterFile = videoFile.replace(/\.mp4$/, '.thumb.jpg');
  if (poster) await storage.write(`media/${berlinPl.guid}/${posterFile}`, poster.jpeg);
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
      localFileName: 'https://www.sonnenschein-reisen.example/angebote',
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
      localFileName: 'https://www.sonnenschein-reisen.example/hamburg',
      duration: 10,
      active: 0,
    },
  );
  await db.insert(media).values(mediaRows);
  await enqueueConversion(db, { clock }, videoMedia);
  await db.insert(playlistItems).values(items);

  const device = (values: Partial<typeof devices.$inferInsert> & { name: string }) => ({
    guid: randomUUID(),
    ...values,
  });
  const recent = new Date(now - 5 * 60_000);
  const stale = new Date(now - 3 * DAY);
  await db.insert(devices).values([
    device({
      name: 'Berlin Schaufenster links',
      deviceState: 'ACTIVE',
      guidCompany: locs[0].guid,
      guidParent: sonne.guid,
      guidPlaylist: berlinPl.guid,
      lastHeartbeat: recent,
      diskUsageCurrent: 12_000,
      diskUsageMax: 32_000,
      screenNumber: '1',
      clientVersionString: '3.4.1',
      playerTyp: 'Android Box',
      remoteAddress: '203.0.113.10',
    }),
    device({
      name: 'Berlin Schaufenster rechts',
      deviceState: 'ACTIVE',
      guidCompany: locs[0].guid,
      guidParent: sonne.guid,
      guidPlaylist: berlinPl.guid,
      lastHeartbeat: stale,
      diskUsageCurrent: 30_500,
      diskUsageMax: 32_000,
      screenNumber: '2',
      clientVersionString: '3.3.0',
    }),
    device({
      name: 'Hamburg Stele',
      deviceState: 'ACTIVE',
      orientation: 'vertical',
      guidCompany: locs[1].guid,
      guidParent: sonne.guid,
      guidPlaylist: hamburgPl.guid,
      lastHeartbeat: recent,
      diskUsageCurrent: 27_000,
      diskUsageMax: 32_000,
      isService: 1,
      stele: 'Stele 55"',
      maxDuration: 120,
    }),
    device({
      name: 'München Theke',
      deviceState: 'ACTIVE',
      guidCompany: locs[2].guid,
      guidParent: sonne.guid,
      lastHeartbeat: stale,
    }),
    device({
      name: 'Düsseldorf Fenster',
      deviceState: 'ACTIVE',
      guidCompany: fernwehLoc.guid,
      guidParent: fernweh.guid,
      guidPlaylist: channelPl.guid,
      lastHeartbeat: recent,
    }),
    device({ name: 'Neues Gerät 4711', deviceState: 'NEW', lastHeartbeat: recent, remoteAddress: '198.51.100.7' }),
    device({ name: 'Neues Gerät Dresden', deviceState: 'NEW', guidCompany: orphan.guid }),
    device({ name: 'Altgerät (verschrottet)', deviceState: 'VER', guidParent: sonne.guid }),
    device({
      name: 'Hamburg Lager (archiviert)',
      deviceState: 'ACTIVE',
      guidCompany: locs[1].guid,
      guidParent: sonne.guid,
      isArchived: 1,
      lastHeartbeat: new Date(now - 40 * DAY),
    }),
  ]);

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
