import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BUILD_VERSION, LOOP_UPLOAD_LIMIT } from '@signage/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { ChangeNotices } from './db/change-notices.js';
import type { Db } from './db/client.js';
import { sharedSecret, sharedStores } from './db/shared-stores.js';
import { recordingDatabase } from './db/write-unit.js';
import { type Clock, systemClock } from './lib/clock.js';
import { contentSecurityDirectives } from './lib/content-security.js';
import { fileStorage } from './lib/file-storage.js';
import { InvalidationBus } from './lib/invalidation.js';
import { LoginThrottle } from './lib/login-throttle.js';
import { memoTable } from './lib/memo.js';
import { AppMetrics } from './lib/metrics.js';
import { errorForLog, redactUrl } from './lib/server-log.js';
import type { Storage } from './lib/storage.js';
import { registerForwardedCleanup, trustProxyOption } from './lib/trust-proxy.js';
import { announcementPageRoutes, announcementRoutes } from './modules/announcements/routes.js';
import { appDownloadRoutes } from './modules/apps/download.js';
import { appRoutes } from './modules/apps/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { backupRoutes } from './modules/backup/routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { deviceRoutes } from './modules/devices/routes.js';
import { snapshotRoutes, snapshotUploadRoutes } from './modules/devices/snapshot-routes.js';
import { evidenceRoutes } from './modules/evidence/routes.js';
import { glassCaptureRoutes, glassRoutes } from './modules/glass/routes.js';
import { demoHotelImages } from './modules/hotels/demo/images.js';
import type { HotelDirectory } from './modules/hotels/directory.js';
import { hotelImportRoutes } from './modules/hotels/import-routes.js';
import { hotelRoutes } from './modules/hotels/routes.js';
import { createHotelDirectory, HOTEL_PARTS } from './modules/hotels/wiring.js';
import { kavRoutes } from './modules/kav/routes.js';
import { mailRoutes } from './modules/mail/routes.js';
import { mediaFileRoutes } from './modules/media/files.js';
import { mediaRoutes } from './modules/media/routes.js';
import { offerDemoImageRoutes } from './modules/offers/providers/routes.js';
import { offerRoutes } from './modules/offers/routes.js';
import { offerImageRoutes, offerStaffRoutes } from './modules/offers/staff-routes.js';
import { operatorEvidenceRoutes } from './modules/operators/evidence-routes.js';
import { operatorPortalRoutes } from './modules/operators/portal-routes.js';
import { operatorRoutes } from './modules/operators/routes.js';
import { pictureRoutes } from './modules/pictures/routes.js';
import { deletePlaylistsOfCompany } from './modules/playlists/company-playlists.js';
import { playlistRoutes } from './modules/playlists/routes.js';
import { nowPlayingLookup } from './modules/plays/now-playing.js';
import { playIngestRoutes, reportRoutes } from './modules/plays/routes.js';
import { rightRoutes } from './modules/rights/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { scanRoutes } from './modules/scans/routes.js';
import { smilRoutes } from './modules/smil/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { templateRoutes } from './modules/templates/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { pairingRoutes } from './player/pairing-routes.js';
import { PlayerService } from './player/player-service.js';
import { pingRoute, playerRoutes } from './player/routes.js';
import { ScreenWrites } from './player/table-map.js';
import { accessGuard, accessPlugin } from './plugins/access.js';
import { registerErrorHandler, registerInputGuard, registerNotFoundHandler } from './plugins/errors.js';
import { healthRoutes } from './plugins/health.js';
import { jobsPlugin } from './plugins/job-registry.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { registerWeb } from './plugins/web.js';
import { demoPageRoutes } from './seed/demo-page.js';

z.config(z.locales.de());

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context (database, config, clock), for main.ts, jobs and tests. */
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** The file storage; by default DATA_DIR/files. */
  files?: Storage;
  logger?: boolean;
  /** Where the log lines go (JSON, one a line); by default stdout. */
  logStream?: NodeJS.WritableStream;
  /** The hotel directory; by default the one HOTEL_DIRECTORY names. */
  hotelDirectory?: HotelDirectory;
}

/** The whole server as a Fastify instance; never listens (main.ts does, tests use inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  let player: PlayerService | undefined;
  // Several server processes may share a PostgreSQL (DATABASE_URL); the embedded PGlite has one.
  const invalidation = new InvalidationBus();
  // Every write through ctx.db is recorded; after its commit the player's table map tells the screens.
  const writes = new ScreenWrites(invalidation);
  const db = recordingDatabase(options.db, writes);
  const shared = sharedStores(db, clock, Boolean(options.config.databaseUrl));
  const ctx: AppContext = {
    config: options.config,
    db,
    writes,
    clock,
    throttle: new LoginThrottle(clock, undefined, shared.throttle),
    limiter: shared.limiter,
    files: options.files ?? (await fileStorage(options.config)),
    invalidation,
    metrics: new AppMetrics(),
    memo: memoTable(),
    get player() {
      player ??= new PlayerService(ctx);
      return player;
    },
  };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // The request line without credentials (token, the offer tool's code …), as in the server log.
            serializers: {
              req: (req) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
              // Errors without a failed query's parameter values.
              err: errorForLog,
            },
          },
    trustProxy: trustProxyOption(options.config.trustProxy),
    // One line per request, written by the request log (plugins/request-log.ts) when the answer is sent,
    // instead of Fastify's two ('incoming request' and 'request completed').
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // A client has 10 s for its request line and headers, checked every second (Node: 60 s, checked every 30 s,
    // so a slow-header socket stayed open 90 s). Bodies (uploads) are not limited by this.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  if (options.config.databaseUrl) {
    const notices = new ChangeNotices(options.config.databaseUrl, options.db, ctx.invalidation, (err) =>
      app.log.warn({ err }, 'change notices'),
    );
    await notices.start();
    app.addHook('onClose', () => notices.close());
  }
  // Only with TRUST_PROXY does Fastify read X-Forwarded-For (req.ip); without it the header is never evaluated.
  if (options.config.trustProxy !== false) registerForwardedCleanup(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The root scope: what every request needs (error handler, JSON parser, request log, metrics) and what only
  // looks at routes (OpenAPI, the access rules). Staff app and screens' protocol are two scopes below it, so a
  // screen's poll passes none of the staff app's hooks (helmet, multipart, access guard; docs/DECISIONS.md).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Digital-Signage-Plattform API',
        version: BUILD_VERSION,
        description:
          'REST-API der Plattform. Anmeldung über POST /v1/user/login; danach Authorization: Bearer <authToken> (oder ?token=).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(accessPlugin);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(jobsPlugin, { ctx });
  await app.register(requestLogPlugin, { clock });
  await app.register(metricsPlugin, { ctx });
  // Probes and the ping read nothing of the request: no input guard either.
  await app.register(healthRoutes, { ctx });
  await app.register(pingRoute);

  // The screens' protocol: public routes that send their own headers; the NUL guard for what they read.
  await app.register(async (protocol) => {
    registerInputGuard(protocol);
    await protocol.register(playerRoutes, { ctx });
    await protocol.register(playIngestRoutes, { ctx });
    await protocol.register(snapshotUploadRoutes, { ctx });
    await protocol.register(glassCaptureRoutes, { ctx });
    await protocol.register(smilRoutes, { ctx });
  });

  await app.register(async (staff) => {
    await staff.register(helmet, {
      contentSecurityPolicy: { directives: contentSecurityDirectives(options.config.mapTileUrl) },
      crossOriginEmbedderPolicy: false,
    });
    await staff.register(swaggerUi, { routePrefix: '/v1/docs' });
    /** Uploads stream (field files); 100 MB is the largest SPEC limit, routes pass smaller limits to req.file(). */
    await staff.register(multipart, { limits: { fileSize: LOOP_UPLOAD_LIMIT, files: 10, fields: 50, parts: 60 } });
    accessGuard(staff, { ctx });
    registerInputGuard(staff);
    await staffRoutes(staff, ctx, options);
    // Set in this scope, the not-found handler's requests pass the staff app's hooks (helmet's headers, as before).
    registerNotFoundHandler(staff, await registerWeb(staff, options.config.webDist));
  });
  return app;
}

/** The staff app (/v1 and the pages and files outside it), in the staff scope. */
async function staffRoutes(app: FastifyInstance, ctx: AppContext, options: BuildOptions) {
  // Signs the known-device cookie (lib/known-device.ts); one key in the database for every process. Only the login
  // (under /v1) reads or sets a cookie: registered in the /v1 scope, its two hooks do not run for the screens' polls.
  const cookieSecret = await sharedSecret(ctx.db, 'cookie');
  await app.register(
    async (v1) => {
      await v1.register(cookie, { secret: cookieSecret });
      await v1.register(authRoutes, { ctx });
      await v1.register(userRoutes, { ctx });
      await v1.register(roleRoutes, { ctx });
      await v1.register(rightRoutes, { ctx });
      await v1.register(mailRoutes, { ctx });
      await v1.register(appRoutes, { ctx });
      await v1.register(systemRoutes, { ctx });
      await v1.register(backupRoutes, { ctx });
      await v1.register(templateRoutes, { ctx });
      // deletePlaylistsOf and the devices' nowPlaying are handed in: a direct import would close a module cycle.
      await v1.register(companyRoutes, { ctx, deletePlaylistsOf: deletePlaylistsOfCompany });
      await v1.register(commentRoutes, { ctx });
      await v1.register(kavRoutes, { ctx });
      await v1.register(deviceRoutes, { ctx, nowPlaying: nowPlayingLookup(ctx) });
      await v1.register(snapshotRoutes, { ctx });
      await v1.register(glassRoutes, { ctx });
      await v1.register(playlistRoutes, { ctx });
      await v1.register(uploadRoutes, { ctx });
      await v1.register(mediaRoutes, { ctx });
      await v1.register(offerStaffRoutes, { ctx });
      await v1.register(evidenceRoutes, { ctx });
      await v1.register(reportRoutes, { ctx });
      await v1.register(operatorRoutes, { ctx });
      await v1.register(operatorPortalRoutes, { ctx });
      await v1.register(operatorEvidenceRoutes, { ctx });
      await v1.register(announcementRoutes, { ctx });
      await v1.register(campaignRoutes, { ctx });
    },
    { prefix: '/v1' },
  );
  await app.register(appDownloadRoutes, { ctx });
  await app.register(announcementPageRoutes, { ctx });
  await app.register(pairingRoutes, { ctx });
  await app.register(mediaFileRoutes, { ctx });
  await app.register(offerDemoImageRoutes, { ctx });
  await app.register(offerImageRoutes, { ctx });
  await app.register(offerRoutes, { ctx });
  await app.register(scanRoutes, { ctx });
  await app.register(pictureRoutes, { ctx });
  await app.register(hotelRoutes, {
    ctx,
    directory: options.hotelDirectory ?? createHotelDirectory(options.config, ctx.db, HOTEL_PARTS),
  });
  await app.register(hotelImportRoutes, { ctx });
  await app.register(demoHotelImages);
  await app.register(demoPageRoutes);
  app.get('/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
