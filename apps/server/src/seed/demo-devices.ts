import { randomUUID } from 'node:crypto';
import type { devices } from '../db/schema.js';

interface Guid {
  guid: string;
}

/**
 * The demo's devices: every state, one archived. None has a heartbeat: no screen has been seen before the server
 * ran, so each shows 'noch nie gesehen' until a real screen polls with its key.
 */
export function demoDevices(
  at: { sonne: Guid; fernweh: Guid; locs: Guid[]; fernwehLoc: Guid; orphan: Guid },
  pl: { berlinPl: Guid; hamburgPl: Guid; channelPl: Guid },
): Array<typeof devices.$inferInsert> {
  const { sonne, fernweh, locs, fernwehLoc, orphan } = at;
  const { berlinPl, hamburgPl, channelPl } = pl;
  const device = (values: Partial<typeof devices.$inferInsert> & { name: string }) => ({
    guid: randomUUID(),
    ...values,
  });
  return [
    device({
      name: 'Berlin Schaufenster links',
      deviceState: 'ACTIVE',
      guidCompany: locs[0].guid,
      guidParent: sonne.guid,
      guidPlaylist: berlinPl.guid,
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
    }),
    device({
      name: 'Düsseldorf Fenster',
      deviceState: 'ACTIVE',
      guidCompany: fernwehLoc.guid,
      guidParent: fernweh.guid,
      guidPlaylist: channelPl.guid,
    }),
    device({ name: 'Neues Gerät 4711', deviceState: 'NEW', remoteAddress: '198.51.100.7' }),
    device({ name: 'Neues Gerät Dresden', deviceState: 'NEW', guidCompany: orphan.guid }),
    device({ name: 'Altgerät (verschrottet)', deviceState: 'VER', guidParent: sonne.guid }),
    device({
      name: 'Hamburg Lager (archiviert)',
      deviceState: 'ACTIVE',
      guidCompany: locs[1].guid,
      guidParent: sonne.guid,
      isArchived: 1,
    }),
  ];
}
