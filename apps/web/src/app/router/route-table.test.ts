import { RIGHT_NAMES } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { ALL_PATHS, BARE_PROTECTED_ROUTES, isPublicPath, PUBLIC_ROUTES, SHELL_ROUTES } from './route-table';

const DASHBOARD = [
  'Main',
  'MainLocation',
  'MainDevices',
  'Geraetegruppen',
  'unbekannteGeraete',
  'Uploads',
  'Veroeffentlichungen',
  'Netzwerke',
  'Playlist',
  'Channels',
  'Mediathek',
  'Geraete',
  'Benutzer',
  'Rollen',
  'Templates',
  'Rechte',
  'Apps',
  'Medien',
  'Mails',
  'Support',
  // Proof-of-play reports
  'Berichte',
  // Announcements on the screens
  'Ankuendigungen',
];

/** SPEC §2, every route. */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/Logout',
  '/Dashboard',
  ...DASHBOARD.map((child) => `/Dashboard/${child}`),
  '/Benutzer',
  '/Benutzer/:guid',
  '/Netzwerke/:companyId/Benutzer/:guid',
  '/Netzwerke/:companyId/Standort/:locationId/Benutzer/:guid',
  '/Rollen',
  '/Rollen/:guid',
  '/Netzwerke/:companyId/Rollen/:guid',
  '/Templates',
  '/Templates/:guid',
  '/Rechte',
  '/Rechte/NewItem',
  '/Rechte/:guid',
  '/admin/mails/:guid',
  '/Netzwerke',
  '/Netzwerke/:companyId',
  '/Netzwerke/:companyId/:tabId',
  '/Netzwerke/:companyId/Standort/:locationId',
  '/Standort/:guid',
  '/Geraete/:deviceGuid',
  '/Netzwerke/:companyId/Geraete/:deviceGuid',
  '/Playlist/:guid',
  '/Netzwerke/:companyId/Playlist/:guid',
  '/PlaylistItem/:guid',
  '/Apps/:guid',
  '/counter/show/:guid',
  '/preview/:guidDevice',
  // The tour operators' portal, the administrators' operators, a network's consents.
  '/Veranstalter-Portal',
  '/Dashboard/Veranstalter',
  '/Netzwerke/:companyId/Nachweise',
  '/pc/addImage',
  '/bs/addImage',
  '/oc/url',
  '/oc/index',
  '/ga/index',
  '/ga/index/:giataId',
  '/ga/index/:giataId/:provider',
  '/player',
  '/player/:deviceGuid',
  // The administrators' system page (settings, server log, audit log).
  '/Dashboard/System',
];

describe('route table', () => {
  it('has every SPEC route exactly once', () => {
    expect([...ALL_PATHS].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every entry either a page or a placeholder title that exists', () => {
    for (const entry of [...SHELL_ROUTES, ...BARE_PROTECTED_ROUTES, ...PUBLIC_ROUTES]) {
      expect(Boolean(entry.page) !== Boolean(entry.soon), entry.path).toBe(true);
      if (entry.soon) expect(de.pages[entry.soon], entry.path).toBeTruthy();
    }
  });

  it('gives the offer tool and the offer check real pages, public', () => {
    for (const path of ['/pc/addImage', '/bs/addImage', '/oc/url']) {
      const entry = PUBLIC_ROUTES.find((e) => e.path === path);
      expect(entry?.page, path).toBeTruthy();
      expect(entry?.right, path).toBeUndefined();
    }
  });

  it('checks only rights that exist', () => {
    for (const entry of SHELL_ROUTES) if (entry.right) expect(RIGHT_NAMES, entry.path).toContain(entry.right);
  });

  it('guards the admin screens with their rights', () => {
    const rightOf = (path: string) => SHELL_ROUTES.find((entry) => entry.path === path)?.right;
    expect(rightOf('/Dashboard/Benutzer')).toBe('RIGHT_COMP_VISIBLE_USER');
    expect(rightOf('/Benutzer/:guid')).toBe('RIGHT_COMP_VISIBLE_USER');
    expect(rightOf('/Rollen/:guid')).toBe('RIGHT_COMP_VISIBLE_ROLES');
    expect(rightOf('/Rechte/NewItem')).toBe('RIGHT_COMP_VISIBLE_ROLES');
    expect(rightOf('/Dashboard/Main')).toBeUndefined();
  });
});

describe('isPublicPath', () => {
  it('knows the pages without login', () => {
    expect(isPublicPath('/pc/addImage')).toBe(true);
    expect(isPublicPath('/ga/index/123/giata')).toBe(true);
    expect(isPublicPath('/player/abc')).toBe(true);
    expect(isPublicPath('/player')).toBe(true);
  });
  it('treats everything else as protected', () => {
    expect(isPublicPath('/Dashboard/Main')).toBe(false);
    expect(isPublicPath('/pc/addImage/x')).toBe(false);
    expect(isPublicPath('/preview/abc')).toBe(false);
  });
});
