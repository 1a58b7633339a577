/**
 * Every action and every kind of object the change log (audit) records. The server's audit() takes only these
 * (so nothing is written that the log cannot name), and the web app has a German text for each (a test checks it).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'link',
  'unlink',
  'clone',
  'import',
  'retry',
  'password-reset',
  'offer-rerender',
  'offer-take-down',
  'offer',
  'upload',
  'end',
  'device-secret',
  'opening-hours',
  'archive',
  'reactivate',
  'pair',
  'secret',
  'share',
  'sort',
  'reorder',
  'register',
  'evict-unknown',
  'delete-unknown',
  'expire-unknown',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'company',
  'companies',
  'user',
  'role',
  'right',
  'role_right',
  'playlist',
  'playlistItem',
  'mediaActive',
  'media',
  'device',
  'devices',
  'template',
  'templateFile',
  'mailTemplate',
  'mail',
  'offer',
  'announcement',
  'appVersion',
  'upload',
  'comment',
  'systemConfig',
  'operator',
  'operatorConsent',
  'operatorToken',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
