import {
  auditPage,
  auditQuery,
  R,
  serverLogEntry,
  serverLogQuery,
  systemConfigEntry,
  systemConfigQuery,
  systemConfigSave,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { assertAdministrator, readAudit, readConfig, saveConfig } from './service.js';

/** Administrators: global users with the roles right (SPEC: roles right gates Rollen, Templates, Rechte). */
const access = { anyOf: [R.roles] };
const tags = ['System'];

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/system/config', {
    config: { access },
    schema: {
      tags,
      summary: 'Systemeinstellungen (alle, oder eine mit ?name=)',
      querystring: systemConfigQuery,
      response: { 200: z.union([z.array(systemConfigEntry), systemConfigEntry]) },
    },
    handler: (req) => readConfig(ctx, actorOf(req), req.query.name),
  });
  app.post('/system/config', {
    config: { access },
    schema: {
      tags,
      summary: 'Systemeinstellung speichern (data als JSON-Text)',
      body: systemConfigSave,
      response: { 200: systemConfigEntry },
    },
    handler: (req) => saveConfig(ctx, actorOf(req), req.body),
  });
  app.get('/system/logs', {
    config: { access },
    schema: {
      tags,
      summary: 'Letzte Server-Protokolleinträge (neueste zuerst, ohne Geheimnisse)',
      querystring: serverLogQuery,
      response: { 200: z.object({ entries: z.array(serverLogEntry) }) },
    },
    handler: (req) => {
      assertAdministrator(actorOf(req));
      return { entries: app.serverLog.list(req.query) };
    },
  });
  app.get('/system/audit', {
    config: { access },
    schema: {
      tags,
      summary: 'Änderungsprotokoll (seitenweise)',
      querystring: auditQuery,
      response: { 200: auditPage },
    },
    handler: (req) => readAudit(ctx, actorOf(req), req.query),
  });
};
