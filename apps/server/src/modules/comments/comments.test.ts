import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments } from '../../db/schema.js';
import { addDevice, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { XSS_PAYLOADS } from '../../test/xss-payloads.js';

const h = useHarness();
type Who = 'admin' | 'netA' | 'netB' | 'support' | 'standortA' | 'nobody';
const post = (as: Who, payload: object) => h.call(as, { method: 'POST', url: '/v1/comments', payload });
const search = (as: Who, payload: object) => h.call(as, { method: 'POST', url: '/v1/comments/search', payload });
const count = async () => (await h.database.db.select().from(comments)).length;

describe('comments', () => {
  it('creates a company comment with author, action, sanitised HTML and epoch times', async () => {
    const res = await post('netA', {
      guidCompany: h.fx.locationA,
      comment: '<p onclick="x()">Rückruf <b>morgen</b></p><script>alert(1)</script>',
      action: 'phone',
      subject: 'Telefonat',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'netA Test',
      action: 'phone',
      subject: 'Telefonat',
      comment: '<p>Rückruf <b>morgen</b></p>',
      body: 'Rückruf morgen',
      guidCompany: h.fx.locationA,
      guidDevice: null,
      companyName: 'Standort A1',
      created: h.clock.now(),
      edited: h.clock.now(),
    });
    const found = await search('netA', { guidCompany: h.fx.locationA });
    expect(found.json().map((c: { guid: string }) => c.guid)).toEqual([res.json().guid]);
  });

  it('stores no executable HTML for any payload of the XSS list', async () => {
    for (const payload of XSS_PAYLOADS) {
      const res = await post('admin', { guidCompany: h.fx.networkA, comment: `Text ${payload}` });
      // A NUL byte is refused before anything is stored (the database cannot hold it).
      expect(res.statusCode, payload).toBe(payload.includes('\u0000') ? 400 : 200);
    }
    const stored = await h.database.db.select({ comment: comments.comment }).from(comments);
    expect(stored).toHaveLength(XSS_PAYLOADS.filter((p) => !p.includes('\u0000')).length);
    for (const { comment } of stored) {
      expect(comment).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|javascript:|\son\w+=|style=/i);
    }
  });

  it('scopes device comments through the device network', async () => {
    const deviceA = await addDevice(h.database.db, {
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      name: 'TV A',
    });
    const deviceB = await addDevice(h.database.db, { guidCompany: h.fx.locationB, guidParent: h.fx.networkB });
    const res = await post('support', { guidDevice: deviceA, comment: 'Display getauscht', action: 'contact' });
    expect(res.json()).toMatchObject({ guidDevice: deviceA, deviceName: 'TV A', name: 'support Test' });
    expect((await search('netA', { guidDevice: deviceA })).json()).toHaveLength(1);
    expect((await search('netA', { guidDevice: deviceB })).statusCode).toBe(404);
    expect((await post('netA', { guidDevice: deviceB, comment: 'x' })).statusCode).toBe(404);
    const unplaced = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    expect((await post('netA', { guidDevice: unplaced, comment: 'Noch ohne Standort' })).statusCode).toBe(200);
    expect((await post('netB', { guidDevice: unplaced, comment: 'x' })).statusCode).toBe(404);
    const unassigned = await addDevice(h.database.db, {});
    expect((await post('netA', { guidDevice: unassigned, comment: 'x' })).statusCode).toBe(404);
    expect((await post('support', { guidDevice: unassigned, comment: 'Neu' })).statusCode).toBe(200);
  });

  it('lists recent comments only of networks in scope', async () => {
    await post('admin', { guidCompany: h.fx.networkA, comment: 'A' });
    h.clock.advance(1000);
    await post('admin', { guidCompany: h.fx.locationB, comment: 'B' });
    const bodies = (who: Who) =>
      h.call(who, { method: 'GET', url: '/v1/comments' }).then((r) => r.json().map((c: { body: string }) => c.body));
    expect(await bodies('admin')).toEqual(['B', 'A']);
    expect(await bodies('support')).toEqual(['B', 'A']);
    expect(await bodies('netA')).toEqual(['A']);
    expect(await bodies('netB')).toEqual(['B']);
    expect((await search('netA', {})).json().map((c: { body: string }) => c.body)).toEqual(['A']);
    expect((await h.call('admin', { method: 'GET', url: '/v1/comments?limit=1' })).json()).toHaveLength(1);
    expect((await h.call('admin', { method: 'GET', url: '/v1/comments?limit=0' })).statusCode).toBe(400);
  });

  it('refuses bad input with German messages and writes nothing', async () => {
    const both = await post('admin', { guidCompany: h.fx.networkA, guidDevice: h.fx.networkA, comment: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toContain('entweder guidCompany oder guidDevice');
    expect((await post('admin', { comment: 'x' })).statusCode).toBe(400);
    expect((await post('admin', { guidCompany: h.fx.networkA, comment: '  ' })).statusCode).toBe(400);
    expect((await post('admin', { guidCompany: h.fx.networkA, comment: 'x', action: 'fax' })).statusCode).toBe(400);
    const onlyScript = await post('admin', { guidCompany: h.fx.networkA, comment: '<script>alert(1)</script>' });
    expect(onlyScript.json().error.message).toBe('Der Kommentar enthält keinen Text.');
    expect((await search('admin', { guidCompany: 'x' })).statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('refuses another network (404), missing tab rights and missing menu rights (403)', async () => {
    expect((await post('netA', { guidCompany: h.fx.locationB, comment: 'x' })).statusCode).toBe(404);
    expect((await search('netA', { guidCompany: h.fx.networkB })).statusCode).toBe(404);
    const noTab = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN'],
      at: h.fx.networkA,
    });
    expect(
      (await noTab({ method: 'POST', url: '/v1/comments', payload: { guidCompany: h.fx.networkA, comment: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await noTab({ method: 'GET', url: '/v1/comments' })).json()).toEqual([]);
    expect((await post('standortA', { guidCompany: h.fx.locationA, comment: 'x' })).statusCode).toBe(403);
    expect((await post('nobody', { guidCompany: h.fx.locationA, comment: 'x' })).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('deletes own comments; others need the network delete right; other networks are 404', async () => {
    const mine = (await post('netA', { guidCompany: h.fx.networkA, comment: 'meins' })).json().guid;
    const admins = (await post('admin', { guidCompany: h.fx.networkA, comment: 'vom Admin' })).json().guid;
    const b = (await post('netB', { guidCompany: h.fx.networkB, comment: 'B' })).json().guid;
    expect((await h.call('netA', { method: 'DELETE', url: `/v1/comments/${b}` })).statusCode).toBe(404);
    expect((await h.call('netA', { method: 'DELETE', url: `/v1/comments/${admins}` })).statusCode).toBe(403);
    expect((await h.call('netA', { method: 'DELETE', url: `/v1/comments/${mine}` })).json()).toEqual({ success: true });
    expect((await h.call('admin', { method: 'DELETE', url: `/v1/comments/${b}` })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'DELETE', url: '/v1/comments/x' })).statusCode).toBe(400);
    expect((await h.call('admin', { method: 'DELETE', url: `/v1/comments/${mine}` })).statusCode).toBe(404);
    const left = await h.database.db.select().from(comments).where(eq(comments.guid, admins));
    expect(left).toHaveLength(1);
  });
});
