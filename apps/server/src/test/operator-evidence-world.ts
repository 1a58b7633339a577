import sharp from 'sharp';
import { evidencePlays } from '../db/schema.js';
import { appendEvidence, sha256 } from '../modules/evidence/chain.js';
import { evidenceKey } from '../modules/evidence/record.js';
import type { Harness } from './harness.js';
import type { OperatorWorld } from './operator-world.js';

/**
 * The evidence archive of the operator world, so a test can prove an operator sees only what it may: at each of the
 * three locations a first version of operator 1's offer T100 that ran only before the consents' start (20 April), a
 * second one that ran on 10 May, and operator 2's offer D200 that ran on 10 May; each version with one image of its
 * own.
 */
export interface EvidenceWorld {
  /** The image of T100's second version per location: A (named), B (region only), C (no consent to operator 1). */
  t100: { a: string; b: string; c: string };
  /** Images operator 1 may never load: T100's first versions (before the start) and D200's. */
  hidden: string[];
}

const FIELDS = (hotelName: string, destination: string) => ({
  hotelName,
  destination,
  region: '',
  stars: 4,
  price: 899,
  priceInfo: 'p. P.',
  departureDate: '2026-07-01',
  arrivalDate: '2026-07-08',
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer',
  departureAirport: 'Hamburg',
});

let shade = 0;
async function storedImage(h: Harness): Promise<{ sha256: string; key: string; bytes: number }> {
  shade += 1;
  const png = await sharp({
    create: { width: 64, height: 36, channels: 3, background: { r: (shade * 37) % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const hash = sha256(png);
  await h.app.ctx.files.write(evidenceKey(hash), png);
  return { sha256: hash, key: evidenceKey(hash), bytes: png.length };
}

export async function evidenceWorld(h: Harness, w: OperatorWorld): Promise<EvidenceWorld> {
  const now = h.clock.now();
  const version = async (location: string, device: string, offerId: string, at: string, played: string) => {
    const hotel = offerId === 'T100' ? FIELDS('Mallorca Sonne', 'Mallorca') : FIELDS('Kreta Meer', 'Kreta');
    const image = await storedImage(h);
    h.clock.set(Date.parse(at));
    const ref = { guidCompany: location, offerId };
    const [v] = await appendEvidence(h.app.ctx, [
      {
        ...ref,
        kind: 'version',
        data: { provider: 'Testanbieter', fields: hotel, answerSha256: sha256(offerId), stand: at, renderHash: 'x' },
      },
      { ...ref, kind: 'image', data: { side: 'h', ...image } },
    ]);
    const start = new Date(played);
    await h.database.db.insert(evidencePlays).values({
      guidLocation: location,
      offerId,
      versionSeq: v?.seq ?? 0,
      guidDevice: device,
      firstPlay: start,
      lastPlay: new Date(start.getTime() + 3_600_000),
      plays: 10,
      seconds: 100,
      securedPlays: 10,
    });
    return image.sha256;
  };
  const places = [h.fx.locationA, h.fx.locationB, w.locationC];
  const hidden: string[] = [];
  const second: string[] = [];
  for (const [i, location] of places.entries()) {
    const device = w.devices[i] as string;
    hidden.push(await version(location, device, 'T100', '2026-04-15T08:00:00Z', '2026-04-20T09:00:00Z'));
    second.push(await version(location, device, 'T100', '2026-05-05T08:00:00Z', '2026-05-10T09:00:00Z'));
    hidden.push(await version(location, device, 'D200', '2026-05-05T08:00:00Z', '2026-05-10T09:00:00Z'));
  }
  h.clock.set(Date.parse('2026-05-06T08:00:00Z'));
  await appendEvidence(h.app.ctx, [
    { guidCompany: h.fx.locationA, offerId: 'T100', kind: 'recheck', data: { result: 'confirmed' } },
  ]);
  h.clock.set(now);
  const [a, b, c] = second as [string, string, string];
  return { t100: { a, b, c }, hidden };
}
