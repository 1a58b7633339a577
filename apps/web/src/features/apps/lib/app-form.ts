import type { AppUpdate, AppVersion } from '@signage/shared';
import { appCalls } from '@signage/shared/calls/apps';
import { urlOfCall } from '../../../lib/call';

export interface AppFormValues {
  name: string;
  /** 'Als Standard': '1' Ja, '0' Nein. */
  isDefault: '0' | '1';
  comment: string;
}

export const APP_FORM_FIELDS = ['name', 'isDefault', 'comment'] as const;

export function toFormValues(app: AppVersion): AppFormValues {
  return { name: app.name, isDefault: app.isDefault === 1 ? '1' : '0', comment: app.comment ?? '' };
}

export function toAppUpdate(values: AppFormValues): AppUpdate {
  return { name: values.name.trim(), isDefault: values.isDefault === '1' ? 1 : 0, comment: values.comment || null };
}

/** {host}/apps/{name}/player.apk as an absolute address (null until a package was uploaded). */
export function playerDownloadUrl(app: Pick<AppVersion, 'downloadUrl'>, origin: string): string | null {
  if (!app.downloadUrl) return null;
  return new URL(app.downloadUrl, origin).toString();
}

/** POST target of the package upload. */
export const packageUploadUrl = (name: string) => urlOfCall(appCalls.upload, { params: { name } });
