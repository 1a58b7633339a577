import { z } from 'zod';
import { R } from '../rights.js';
import {
  auditPage,
  auditQuery,
  serverLogEntry,
  serverLogQuery,
  systemConfigEntry,
  systemConfigQuery,
  systemConfigSave,
} from '../schemas/system.js';
import { defineCall } from './define.js';

/** Administrators: global users with the roles right (SPEC: roles right gates Rollen, Templates, Rechte). */
const access = { anyOf: [R.roles] } as const;
const tags = ['System'];

export const systemCalls = {
  config: defineCall({
    method: 'GET',
    path: '/v1/system/config',
    access,
    tags,
    summary: 'Systemeinstellungen (alle, oder eine mit ?name=)',
    querystring: systemConfigQuery,
    answer: z.union([z.array(systemConfigEntry), systemConfigEntry]),
  }),
  saveConfig: defineCall({
    method: 'POST',
    path: '/v1/system/config',
    access,
    tags,
    summary: 'Systemeinstellung speichern (data als JSON-Text)',
    body: systemConfigSave,
    answer: systemConfigEntry,
  }),
  logs: defineCall({
    method: 'GET',
    path: '/v1/system/logs',
    access,
    tags,
    summary: 'Letzte Server-Protokolleinträge (neueste zuerst, ohne Geheimnisse)',
    querystring: serverLogQuery,
    answer: z.object({ entries: z.array(serverLogEntry) }),
  }),
  audit: defineCall({
    method: 'GET',
    path: '/v1/system/audit',
    access,
    tags,
    summary: 'Änderungsprotokoll (seitenweise)',
    querystring: auditQuery,
    answer: auditPage,
  }),
  /**
   * The backup archive of the running server, for `npm run backup` on the same machine: public to the access rule,
   * the server's own check wants the token of DATA_DIR/control.json (no token 401, a user's token 403). A file.
   */
  backup: defineCall({
    method: 'GET',
    path: '/v1/system/backup',
    access: { public: true },
    tags,
    hide: true,
  }),
};
