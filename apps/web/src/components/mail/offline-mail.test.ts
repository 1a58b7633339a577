import { describe, expect, it } from 'vitest';
import { groupOfflineDevices, offlineMailEntries } from './offline-mail';

const device = (guid: string, networkGuid: string | null, networkName: string | null = null) => ({
  guid,
  name: `Gerät ${guid}`,
  networkGuid,
  networkName,
});

describe('offline mail', () => {
  it('groups devices by network and keeps devices without network apart', () => {
    const { groups, withoutNetwork } = groupOfflineDevices([
      device('a', 'n1', 'Sonne'),
      device('b', null),
      device('c', 'n2', 'Fernweh'),
      device('d', 'n1', 'Sonne'),
      device('a', 'n1', 'Sonne'),
    ]);
    expect(groups.map((g) => [g.networkName, g.devices.map((d) => d.guid)])).toEqual([
      ['Sonne', ['a', 'd']],
      ['Fernweh', ['c']],
    ]);
    expect(withoutNetwork.map((d) => d.guid)).toEqual(['b']);
  });

  it('sends one entry per device with subject and text', () => {
    const { groups } = groupOfflineDevices([device('a', 'n1'), device('c', 'n2')]);
    expect(offlineMailEntries(groups, 'Betreff', 'Text {devices}')).toEqual([
      { deviceGuid: 'a', subject: 'Betreff', message: 'Text {devices}' },
      { deviceGuid: 'c', subject: 'Betreff', message: 'Text {devices}' },
    ]);
  });
});
