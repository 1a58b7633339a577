import type { AppVersion } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { packageUploadUrl, playerDownloadUrl, toAppUpdate, toFormValues } from './app-form';

const app: AppVersion = {
  guid: 'g',
  name: 'Version 3.4',
  isDefault: 1,
  comment: null,
  packageSize: 10,
  packageMd5: 'x',
  downloadUrl: '/apps/Version%203.4/player.apk',
  created: 0,
  changed: 0,
};

describe('app form', () => {
  it('maps isDefault to the Nein/Ja select and back', () => {
    const values = toFormValues(app);
    expect(values).toEqual({ name: 'Version 3.4', isDefault: '1', comment: '' });
    expect(toAppUpdate({ ...values, isDefault: '0', name: ' 3.5 ' })).toEqual({
      name: '3.5',
      isDefault: 0,
      comment: null,
    });
  });

  it('builds the player download address on the host and the upload target', () => {
    expect(playerDownloadUrl(app, 'https://signage.example')).toBe(
      'https://signage.example/apps/Version%203.4/player.apk',
    );
    expect(playerDownloadUrl({ downloadUrl: null }, 'https://signage.example')).toBeNull();
    expect(packageUploadUrl('Version 3.4')).toBe('/v1/apps/upload/Version%203.4');
  });
});
