// Write cases of the tour operators' records (operators, their users, the agencies' consents, personal access
// tokens): none of them is on a screen.
import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD } from '../harness.js';
import { type RouteCases, same, type WriteContext } from '../write-check.js';

const PASSWORD = `${TEST_PASSWORD}-Veranstalter-Lang!`;

interface Operator {
  guid: string;
  users: Array<{ guid: string; username: string }>;
}

const json = async <T>(res: Promise<{ json(): unknown }>) => (await res).json() as T;

/** A new operator (unique code) created by the administrator. */
const newOperator = (c: WriteContext) =>
  json<Operator>(c.post('admin', '/v1/operators', { name: 'Sonnen Touristik', codes: [`ST-${randomUUID()}`] }));

/** A new operator with one user of its own. */
async function withUser(c: WriteContext): Promise<{ operator: Operator; username: string }> {
  const operator = await newOperator(c);
  const username = `op-${randomUUID().slice(0, 8)}`;
  const withIt = await json<Operator>(
    c.post('admin', `/v1/operators/${operator.guid}/users`, { username, password: PASSWORD, admin: true }),
  );
  return { operator: withIt, username };
}

/** A call of the operator's user with the session of its own login. */
async function asOperatorUser(
  c: WriteContext,
  username: string,
  method: 'POST' | 'DELETE',
  url: string,
  body?: object,
) {
  const login = await c.h.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password: PASSWORD },
  });
  const token = (login.json() as { authToken?: string }).authToken;
  if (!token) throw new Error(`login of ${username}: ${login.body}`);
  const res = await c.h.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

export const OPERATOR_CASES: RouteCases = {
  'POST /v1/operators': [same('a tour operator', (c) => newOperator(c).then())],
  'PUT /v1/operators/{id}': [
    same('its name and codes', async (c) => {
      const { guid } = await newOperator(c);
      await c.ok('admin', {
        method: 'PUT',
        url: `/v1/operators/${guid}`,
        payload: { name: 'Sonnen Touristik GmbH', codes: [`ST-${randomUUID()}`], contact: 'nachweise@example.org' },
      });
    }),
  ],
  'DELETE /v1/operators/{id}': [
    same('an operator with a user', async (c) => {
      const { operator } = await withUser(c);
      await c.ok('admin', { method: 'DELETE', url: `/v1/operators/${operator.guid}` });
    }),
  ],
  'POST /v1/operators/{id}/users': [same("an operator's user", (c) => withUser(c).then())],
  'DELETE /v1/operators/{id}/users/{user}': [
    same("an operator's user", async (c) => {
      const { operator } = await withUser(c);
      const user = operator.users[0];
      if (!user) throw new Error('the operator has no user');
      await c.ok('admin', { method: 'DELETE', url: `/v1/operators/${operator.guid}/users/${user.guid}` });
    }),
  ],
  'PUT /v1/companies/{id}/operator-consents/{operator}': [
    same("the network's consent", async (c) => {
      const { guid } = await newOperator(c);
      await c.ok('admin', {
        method: 'PUT',
        url: `/v1/companies/${c.w.networkA}/operator-consents/${guid}`,
        payload: { shares: true, startDay: '2026-05-01', named: false, locationsDecide: false },
      });
    }),
  ],
  'POST /v1/operator/tokens': [
    same('a personal access token', async (c) => {
      const { username } = await withUser(c);
      await asOperatorUser(c, username, 'POST', '/v1/operator/tokens', { name: 'Power BI' });
    }),
  ],
  'DELETE /v1/operator/tokens/{id}': [
    same('a personal access token', async (c) => {
      const { username } = await withUser(c);
      const created = await asOperatorUser(c, username, 'POST', '/v1/operator/tokens', { name: 'BI' });
      const { guid } = created.json() as { guid: string };
      await asOperatorUser(c, username, 'DELETE', `/v1/operator/tokens/${guid}`);
    }),
  ],
};
