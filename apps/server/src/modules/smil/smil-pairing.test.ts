// A new SMIL player pairs like the other screens: its index shows the pairing page with its code until staff claim it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { smilClientOf } from '../../test/smil-harness.js';
import { smilViolations } from '../../test/smil-structure.js';
import { indexMemo } from './service.js';

const h = useHarness();
beforeEach(() => {
  playerOfHarness(h).reset();
  indexMemo(h.app.ctx).clear();
});

const pageOf = (xml: string) => /<ref src="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&') ?? '';

describe('pairing a SMIL player', () => {
  it('shows an unknown player its code; after the claim the next index is the screen’s loop', async () => {
    const key = randomUUID();
    const client = smilClientOf(h, key);
    expect(await client.refresh()).toBe('updated');
    expect(smilViolations(client.smil ?? { name: '', attrs: {}, children: [] })).toEqual([]);
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row).toMatchObject({ deviceState: 'NEW', guidParent: null });
    const page = new URL(pageOf(client.xml ?? ''));
    const code = page.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const html = await h.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(html.body).toContain('Bildschirm koppeln');
    // The same code while the player keeps asking (an unchanged index: 304).
    h.clock.advance(10_000);
    expect(await client.refresh()).toBe('unchanged');

    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.networkA });
    const item = await addPlayerItem(h.database.db, { guidPlaylist: playlist });
    const claim = await h.call('netA', {
      method: 'POST',
      url: '/v1/devices/pair',
      payload: { code, network: h.fx.networkA, location: h.fx.locationA, playlist },
    });
    expect(claim.statusCode).toBe(200);
    h.clock.advance(10_000);
    expect(await client.refresh()).toBe('updated');
    expect(client.playingAt(h.clock.now())?.map((m) => m.contentId)).toEqual([item]);
  });

  it('refuses a bad code on the pairing page with a German 400', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/smil/pairing.html?code=O0O0O0&device=${randomUUID()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Kopplungscode/);
  });
});
