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
};
