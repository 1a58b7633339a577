// Write cases of playlists, their items, channels and the media library.
import { multipartFile } from '../multipart.js';
import { change, PNG, type RouteCases, same } from '../write-check.js';

const DAY = 24 * 3_600_000;

export const PLAYLIST_CASES: RouteCases = {
  'POST /v1/playlists': [
    same('a new playlist', (c) =>
      c.post('admin', '/v1/playlists', { guidCompany: c.w.networkA, name: 'Herbst' }).then(),
    ),
  ],
  'POST /v1/playlists/{id}': [
    change('a name (the answer names the playlist)', (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA1}`, { name: 'Schaufenster links' }).then(),
    ),
    same('a comment', (c) => c.post('admin', `/v1/playlists/${c.w.loopA1}`, { comment: 'für den Sommer' }).then()),
    change("a channel's maximum length", (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA1}`, { maxLength: 12 }).then(),
    ),
  ],
  'GET /v1/playlists/{id}/delete': [
    change('a played playlist', (c) => c.get('admin', `/v1/playlists/${c.w.loopB1}/delete?confirm=1`).then()),
    change('a linked channel', (c) => c.get('admin', `/v1/playlists/${c.w.channel}/delete?confirm=1`).then()),
  ],
  'POST /v1/playlists/{id}/item': [
    change('a duration', (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA1}/item`, { guid: c.w.items.image, duration: 17 }).then(),
    ),
    change("a linked channel's item off", (c) =>
      c.post('admin', `/v1/playlists/${c.w.channel}/item`, { guid: c.w.items.channelItem, active: 0 }).then(),
    ),
    change('a validity window that has ended', (c) =>
      c
        .post('admin', `/v1/playlists/${c.w.loopA2}/item`, {
          guid: c.w.items.web,
          activeFrom: c.h.clock.now() - 2 * DAY,
          activeTill: c.h.clock.now() - DAY,
        })
        .then(),
    ),
    change('tags (the answer carries them)', (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA1}/item`, { guid: c.w.items.image, tags: ['Kreta'] }).then(),
    ),
  ],
  'POST /v1/playlists/{id}/items/schedule': [
    change('closed hours only', (c) =>
      c
        .post('admin', `/v1/playlists/${c.w.loopA1}/items/schedule`, {
          guids: [c.w.items.image, c.w.items.morning],
          schedule: { kind: 'closed' },
        })
        .then(),
    ),
  ],
  'POST /v1/playlists/{id}/items/create': [
    change('a web item', (c) =>
      c
        .post('admin', `/v1/playlists/${c.w.loopA1}/items/create`, {
          view: 'location',
          localFileName: 'https://example.org/wetter',
          name: 'Wetter',
        })
        .then(),
    ),
  ],
  'POST /v1/playlists/{id}/items/createByMedia': [
    change('a library medium', (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA2}/items/createByMedia`, { guidMedia: c.w.unused }).then(),
    ),
    change("a copy of another playlist's item", (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA2}/items/createByMedia`, { guidItem: c.w.items.video }).then(),
    ),
  ],
  'GET /v1/playlists/{id}/items/{itemId}/delete': [
    change('an item', (c) => c.get('admin', `/v1/playlists/${c.w.loopA1}/items/${c.w.items.image}/delete`).then()),
    change('a channel link', (c) =>
      c.get('admin', `/v1/playlists/${c.w.loopA1}/items/${c.w.items.link}/delete`).then(),
    ),
  ],
  'POST /v1/playlists/{id}/sort': [
    change('a new order', (c) => {
      const { image, video, morning, link } = c.w.items;
      return c.post('admin', `/v1/playlists/${c.w.loopA1}/sort`, { sort: [link, video, image, morning] }).then();
    }),
  ],
  'POST /v1/playlists/{id}/itemOrderNr': [
    change('one step right', (c) =>
      c.post('admin', `/v1/playlists/${c.w.loopA1}/itemOrderNr`, { guid: c.w.items.image, direction: 'right' }).then(),
    ),
  ],
  'POST /v1/media/{companyId}/item/active': [
    change("a medium out of the network's loops", (c) =>
      c
        .post('admin', `/v1/media/${c.w.locationA1}/item/active`, { itemGuid: c.w.video, state: 0, update: true })
        .then(),
    ),
  ],
  'GET /v1/playlists/linkToDevice/{playlistGuid}/{deviceGuid}': [
    change('another loop', (c) => c.get('admin', `/v1/playlists/linkToDevice/${c.w.spare}/${c.w.screens.a1a}`).then()),
  ],
  'GET /v1/playlists/linkpl/{playlistGuid}/{targetPlaylistGuid}': [
    change('a channel into a loop', (c) => c.get('admin', `/v1/playlists/linkpl/${c.w.channel2}/${c.w.loopA2}`).then()),
  ],
  'GET /v1/playlists/link/{playlist}/{company}': [
    change('a channel to a location', (c) =>
      c.get('admin', `/v1/playlists/link/${c.w.channel2}/${c.w.locationA1}`).then(),
    ),
  ],
  'GET /v1/playlists/unlink/{playlist}/company/{company}': [
    change('a channel from a location', (c) =>
      c.get('admin', `/v1/playlists/unlink/${c.w.channel}/company/${c.w.locationA2}`).then(),
    ),
  ],
  'GET /v1/playlists/clone/{playlist}/{company}': [
    same('a copy for a location', (c) => c.get('admin', `/v1/playlists/clone/${c.w.spare}/${c.w.locationA1}`).then()),
  ],
  'GET /v1/playlists/removeClone/{playlist}/company/{company}': [
    same(
      "a location's copy",
      (c) => c.get('admin', `/v1/playlists/removeClone/${c.w.spare}/company/${c.w.locationA1}`).then(),
      (c) => c.get('admin', `/v1/playlists/clone/${c.w.spare}/${c.w.locationA1}`).then(),
    ),
  ],
  'POST /v1/playlists/createAndLinkDevices': [
    change('a channel into a screen’s loop', (c) =>
      c
        .post('admin', '/v1/playlists/createAndLinkDevices', { playlists: [c.w.channel2], devices: [c.w.screens.a2] })
        .then(),
    ),
  ],
  'POST /v1/playlists/createAndLinkCompanies': [
    change('a channel into a location’s loops', (c) =>
      c
        .post('admin', '/v1/playlists/createAndLinkCompanies', {
          playlists: [c.w.channel2],
          companies: [c.w.locationA1],
        })
        .then(),
    ),
  ],
  'POST /v1/playlists/linkCompanies': [
    change('a channel’s locations', (c) =>
      c.post('admin', '/v1/playlists/linkCompanies', { guid: c.w.channel, companies: [c.w.locationA1] }).then(),
    ),
  ],
  'POST /v1/playlists/{id}/share': [
    change("an organiser's channel", (c) =>
      c
        .post('admin', `/v1/playlists/${c.w.organiser.channel}/share`, {
          owner: c.w.organiser.network,
          companies: [c.w.locationA1],
        })
        .then(),
    ),
  ],
  'POST /v1/playlists/upload/{playlistGuid}': [
    change('an image, active', async (c) => {
      await c.ok('admin', {
        method: 'POST',
        url: `/v1/playlists/upload/${c.w.loopA1}?active=1`,
        ...multipartFile('bild.png', PNG),
      });
      await c.drainJobs();
    }),
  ],
  'POST /v1/media/status/deleteGlobal': [
    same('an unused medium', (c) => c.post('admin', '/v1/media/status/deleteGlobal', { items: [c.w.unused] }).then()),
  ],
};
