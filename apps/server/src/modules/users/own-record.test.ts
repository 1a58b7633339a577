// One's own password change ends one's other sessions; a custom right in one's own role does not stop one from editing
// one's own record.
import { describe, expect, it } from 'vitest';
import { callerFor, signIn } from '../../test/factory/index.js';
import { TEST_PASSWORD, useHarness } from '../../test/harness.js';

const h = useHarness();
const NEW_PASSWORD = 'Sommer-Reise-Katalog-2026';

describe('changing one’s own password', () => {
  it('ends one’s other sessions, keeps the one that made the change', async () => {
    const first = callerFor(h, await signIn(h, 'netA'));
    const second = callerFor(h, await signIn(h, 'netA'));
    const guid = h.fx.users.netA;
    const changed = await first({
      method: 'POST',
      url: `/v1/people/${guid}`,
      payload: { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await second({ method: 'GET', url: `/v1/people/${guid}` })).statusCode).toBe(401);
    expect((await first({ method: 'GET', url: `/v1/people/${guid}` })).statusCode).toBe(200);
    // The fixture's own token (a third session) is over too.
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${guid}` })).statusCode).toBe(401);
  });
});

describe('a custom right in one’s own role', () => {
  it('does not block editing one’s own record', async () => {
    const created = await h.call('admin', {
      method: 'POST',
      url: '/v1/rights',
      payload: { guidRight: 'RIGHT_KATALOG_EXPORT', comment: 'Katalog exportieren' },
    });
    expect(created.statusCode).toBe(200);
    const role = h.fx.roles['Netzwerk-Administrator'];
    const list = await h.call('admin', { method: 'POST', url: '/v1/rights/list', payload: { guidRole: role } });
    const entry = list.json().find((r: { guidRight: string }) => r.guidRight === 'RIGHT_KATALOG_EXPORT');
    const granted = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${entry.guid}`,
      payload: { ...entry, allowed: 1 },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const guid = h.fx.users.netA;
    const own = await h.call('netA', { method: 'POST', url: `/v1/people/${guid}`, payload: { forename: 'Jörg' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().forename).toBe('Jörg');
    const password = await h.call('netA', {
      method: 'POST',
      url: `/v1/people/${guid}`,
      payload: { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD },
    });
    expect(password.statusCode, password.body).toBe(200);
  });
});
