// Write cases of the staff's own records (people, roles, rights, mail, app versions, settings, templates, comments):
// none of them is on a screen except the default app version.
import { randomUUID } from 'node:crypto';
import { outgoingMails } from '../../db/schema.js';
import { multipartFile } from '../multipart.js';
import { change, PNG, type RouteCases, same, type WriteContext } from '../write-check.js';

/** A zip file's start (an APK is a zip): the upload checks the magic number only. */
const apk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 1)]);

/** The guid of the first right of the catalogue. */
async function firstRight(c: WriteContext): Promise<string> {
  const list = (await c.post('admin', '/v1/rights/list', {})).json() as Array<{ guid: string }>;
  const first = list[0];
  if (!first) throw new Error('no right in the catalogue');
  return first.guid;
}

async function uploadPackage(c: WriteContext, name: string): Promise<void> {
  await c.ok('admin', { method: 'POST', url: `/v1/apps/upload/${name}`, ...multipartFile('player.apk', apk) });
}

const created = async (c: WriteContext, url: string, payload: unknown = {}) =>
  ((await c.post('admin', url, payload)).json() as { guid: string }).guid;

export const STAFF_CASES: RouteCases = {
  'POST /v1/user/login': [
    same('a session', async (c) => {
      const res = await c.h.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        payload: { username: 'netA', password: 'geheim-123' },
      });
      if (!res.json().success) throw new Error(res.body);
    }),
  ],
  'POST /v1/people': [same('an empty user', (c) => c.post('admin', '/v1/people', { guidParent: c.w.networkA }).then())],
  'POST /v1/people/{id}': [
    same('a forename', (c) => c.post('admin', `/v1/people/${c.h.fx.users.netA}`, { forename: 'Nele' }).then()),
  ],
  'GET /v1/people/{id}/delete': [
    same('a user', (c) => c.get('admin', `/v1/people/${c.h.fx.users.nobody}/delete`).then()),
  ],
  'POST /v1/roles': [same('an empty role', (c) => c.post('admin', '/v1/roles', {}).then())],
  'POST /v1/roles/{id}': [
    same('a name', (c) => c.post('admin', `/v1/roles/${c.h.fx.roles.Support}`, { name: 'Hotline' }).then()),
  ],
  'GET /v1/roles/{id}/delete': [
    same('an unused role', async (c) => {
      await c.get('admin', `/v1/roles/${await created(c, '/v1/roles', {})}/delete`);
    }),
  ],
  'POST /v1/rights': [
    same('a right', (c) => c.post('admin', '/v1/rights', { guidRight: 'RIGHT_WINDOW_CLEANING' }).then()),
  ],
  'POST /v1/rights/{id}': [
    same("a role's setting", async (c) => {
      const right = await firstRight(c);
      await c.post('admin', `/v1/rights/${right}`, { guidRole: c.h.fx.roles.Support, allowed: 1 });
    }),
  ],
  'GET /v1/rights/{id}/delete': [
    same('a new right', async (c) => {
      await c.get('admin', `/v1/rights/${await created(c, '/v1/rights', { guidRight: 'RIGHT_GONE_SOON' })}/delete`);
    }),
  ],
  'POST /v1/mail': [same('an empty template', (c) => c.post('admin', '/v1/mail', {}).then())],
  'PUT /v1/mail/{id}': [
    same('a subject', (c) =>
      c
        .ok('admin', { method: 'PUT', url: `/v1/mail/${c.w.mailTemplate}`, payload: { subject: 'Bildschirm offline' } })
        .then(),
    ),
  ],
  'DELETE /v1/mail/{id}': [
    same('a template', (c) => c.ok('admin', { method: 'DELETE', url: `/v1/mail/${c.w.mailTemplate}` }).then()),
  ],
  'POST /v1/mail/send': [
    same('one mail', (c) =>
      c.post('admin', '/v1/mail/send', { to: 'filiale@example.de', subject: 'Hallo', message: 'Neue Angebote' }).then(),
    ),
  ],
  'POST /v1/mail/outbox/{id}/retry': [
    same(
      'a failed mail',
      (c) => c.post('admin', `/v1/mail/outbox/${FAILED_MAIL}/retry`, {}).then(),
      async (c) => {
        await c.h.database.db.insert(outgoingMails).values({
          guid: FAILED_MAIL,
          toAddress: 'filiale@example.de',
          subject: 'Hallo',
          body: 'Text',
          status: 'fehlgeschlagen',
          attempts: 5,
          lastError: 'connection refused',
        });
      },
    ),
  ],
  'POST /v1/apps': [same('an empty version', (c) => c.post('admin', '/v1/apps', {}).then())],
  'POST /v1/apps/{id}': [
    change("'Als Standard'", (c) => c.post('admin', `/v1/apps/${c.w.apps.next}`, { isDefault: 1 }).then()),
    change('renaming the default', (c) =>
      c.post('admin', `/v1/apps/${c.w.apps.default}`, { name: 'player-2.0.1' }).then(),
    ),
    same('a comment on another version', (c) =>
      c.post('admin', `/v1/apps/${c.w.apps.next}`, { comment: 'Beta für Köln' }).then(),
    ),
  ],
  'GET /v1/apps/{id}/delete': [
    same('a version that is not the default', (c) => c.get('admin', `/v1/apps/${c.w.apps.next}/delete`).then()),
    change('the default version', (c) => c.get('admin', `/v1/apps/${c.w.apps.default}/delete`).then()),
  ],
  'POST /v1/apps/upload/{name}': [
    same("another version's package", (c) => uploadPackage(c, 'player-2.1')),
    same("the default version's package (its URL stays)", (c) => uploadPackage(c, 'player-2.0')),
  ],
  'POST /v1/system/config': [
    same('a setting', (c) =>
      c
        .post('admin', '/v1/system/config', { name: 'support', data: JSON.stringify({ email: 'hilfe@example.de' }) })
        .then(),
    ),
  ],
  'POST /v1/templates': [
    same('an empty template', (c) => c.post('admin', '/v1/templates', { guidParent: c.w.networkA }).then()),
  ],
  'POST /v1/templates/{id}': [
    same('a name', (c) => c.post('admin', `/v1/templates/${c.w.template}`, { name: 'Angebot Sommer' }).then()),
  ],
  'GET /v1/templates/{id}/delete': [
    same('a template', (c) => c.get('admin', `/v1/templates/${c.w.template}/delete`).then()),
  ],
  'POST /v1/templates/upload/{id}': [
    same('a logo', (c) =>
      c
        .ok('admin', { method: 'POST', url: `/v1/templates/upload/${c.w.template}`, ...multipartFile('logo.png', PNG) })
        .then(),
    ),
  ],
  'POST /v1/comments': [
    same('a note on a screen', (c) =>
      c.post('admin', '/v1/comments', { guidDevice: c.w.screens.a1a, comment: 'Kabel getauscht' }).then(),
    ),
  ],
  'DELETE /v1/comments/{id}': [
    same('a note', (c) => c.ok('admin', { method: 'DELETE', url: `/v1/comments/${c.w.comment}` }).then()),
  ],
};

const FAILED_MAIL = randomUUID();
