import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyAccepts from '@fastify/accepts';
import rateLimit from '@fastify/rate-limit';
import sessionChangesPlugin from './platform/session-changes';
import { postgresRateLimitStore } from './platform/rate-limits';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { migrationCount, type Database, type Db } from './db/client';
import authPlugin from './platform/auth';
import securityHeaders from './platform/security-headers';
import { registerErrorHandler, sendNotFound } from './platform/errors';
import { createStorage, type Storage } from './platform/storage';
import multipart from '@fastify/multipart';
import { multipartOptions } from './platform/uploads';
import { appLoggerOptions } from './platform/logging';
import noStore from './platform/no-store';
import devMailboxGuard from './platform/loopback';
import loadShedding, { shedAwareLogController } from './platform/load-shedding';
import metricsPlugin from './platform/metrics';
import requestIdHeader, { requestIdOf } from './platform/request-id';
import draining from './platform/draining';
import notificationEvents from './platform/notification-events';
import { registerApi, type Handlers } from './platform/api';
import { refuseBadInput } from './platform/bad-input';
import { accountsHandlers } from './features/accounts/handlers';
import { sessionHandlers } from './features/session/handlers';
import { profileHandlers } from './features/profile/handlers';
import { resourcesHandlers } from './features/resources/handlers';
import { notificationsHandlers } from './features/notifications/handlers';
import { devMailHandlers } from './features/dev-mail/handlers';
import { healthHandlers } from './features/health/handlers';
import { projectDetailHandlers } from './features/project-detail/handlers';
import { projectListHandlers } from './features/project-list/handlers';
import { siteRequestHandlers } from './features/site-requests/handlers';
import { projectAdminHandlers } from './features/project-admin/handlers';
import { designDocumentsHandlers } from './features/design-documents/handlers';
import { designValidationHandlers } from './features/design-validation/handlers';
import { designReviewHandlers } from './features/design-review/handlers';
import { messageToolHandlers } from './features/message-tool/handlers';
import { invitationsHandlers } from './features/invitations/handlers';
import { ciImplementationHandlers } from './features/ci-implementation/handlers';
import { arcadHandlers } from './features/arcad/handlers';
import { uploadCiFile } from './features/ci-implementation/upload';
import { projectFileUpload } from './features/design-documents/project-file-upload';
import { helpDeskHandlers } from './features/help-desk/handlers';
import { librariesHandlers } from './features/libraries/handlers';
import { allUsersHandlers } from './features/all-users/handlers';
import { projectTimelineHandlers } from './features/project-timeline/handlers';
import { dashboardHandlers } from './features/dashboard/handlers';
import { mapHandlers } from './features/map/handlers';
import { markupsHandlers } from './features/markups/handlers';

/** One handler per call of the contract's route table (a missing one fails type-check). */
const handlers: Handlers = {
  ...healthHandlers,
  ...resourcesHandlers,
  ...devMailHandlers,
  ...sessionHandlers,
  ...accountsHandlers,
  ...profileHandlers,
  ...notificationsHandlers,
  ...projectListHandlers,
  ...projectDetailHandlers,
  ...siteRequestHandlers,
  ...projectAdminHandlers,
  ...designDocumentsHandlers,
  ...designValidationHandlers,
  ...designReviewHandlers,
  ...messageToolHandlers,
  ...invitationsHandlers,
  ...ciImplementationHandlers,
  ...arcadHandlers,
  // One call for two features: design-documents receives the file, the CI stage's upload is its own.
  uploadProjectFile: projectFileUpload(uploadCiFile),
  ...helpDeskHandlers,
  ...librariesHandlers,
  ...allUsersHandlers,
  ...projectTimelineHandlers,
  ...dashboardHandlers,
  ...mapHandlers,
  ...markupsHandlers,
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    storage: Storage;
    migrationCount: number;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Tests: forces the load-shedding state (true = under pressure). */
  pressureCheck?: () => boolean;
}

/** Builds the app: external plugins, then platform plugins, then feature routes, then the SPA. */
export async function buildApp({
  config,
  database,
  storage,
  logger,
  pressureCheck,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // No query strings, credentials or query parameters in the log (platform/logging.ts).
    logger: appLoggerOptions(logger, config.logLevel),
    // A shed call writes no per-request lines, only a sampled one (platform/load-shedding.ts).
    logController: shedAwareLogController,
    // Every log line of a request carries its id (reqId): the load balancer's when safe, else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A number (hop count) is valid at run time; Fastify's types omit it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // Draining (SIGTERM): a call that still reaches this instance on a kept-alive connection is answered, not
    // refused with 503 — nginx does not retry a 503 (decision 027), so the rolling restart's one failed call in
    // the 30-minute soak was this. New connections are refused once closing starts, which nginx does retry.
    return503OnClosing: false,
  });
  // Bad input (a NUL byte, a lone surrogate, nesting past 64 levels) is refused with 400 before the schema runs.
  app.setValidatorCompiler(refuseBadInput(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  // Platform: state shared by every feature.
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('database', database);
        instance.decorate('db', database.db);
        instance.decorate('migrationCount', migrationCount());
        instance.decorate('storage', storage ?? createStorage(config));
      },
      { name: 'db' },
    ),
  );
  // First of the hooks: every answer, early ones included, carries X-Request-Id.
  await app.register(requestIdHeader);
  // Before load shedding, which counts what it sheds.
  await app.register(metricsPlugin, { token: config.metricsToken });
  registerErrorHandler(app);
  // Live notifications: one listening connection per instance, feeding the open event streams.
  // Kept-alive connections end with their last answer once closing starts, so SIGTERM drains (platform/draining.ts).
  await app.register(draining);
  await app.register(notificationEvents);
  await app.register(sessionChangesPlugin);
  // Uploads stream into the storage (platform/uploads.ts: receiveUpload).
  await app.register(multipart, multipartOptions(config.maxUploadBytes));
  // Content negotiation (request.languages(): the caller's language by quality values, platform/i18n.ts).
  await app.register(fastifyAccepts);

  await app.register(securityHeaders, { contentSecurityPolicy: { directives: cspDirectives(config) } });
  await app.register(noStore);
  await app.register(loadShedding, { ...config.loadShed, databaseKind: database.kind, pressureCheck });
  await app.register(devMailboxGuard, { demo: config.demo });
  // Counted in PostgreSQL so instances share the budget; PGlite is one process and keeps it in memory.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Store Design Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);

  await app.register(async (api) => registerApi(api, handlers), { prefix: '/api' });

  registerSpa(app, config);
  return app;
}

function cspDirectives(config: Config) {
  const origin = (u: string) => (u ? [new URL(u).origin] : []);
  // Tile templates may carry a {s} subdomain: allow any subdomain of that host. The configuration checked
  // that each template starts with its origin.
  const templateOrigin = (u: string) => {
    const [start] = u.match(/^https?:\/\/[^/]+/) ?? [];
    return start ? [start.replace('{s}', '*')] : [];
  };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) writes style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...templateOrigin(config.mapTileUrl)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...origin(config.ipServiceUrl), ...templateOrigin(config.geocoderUrl)],
    mediaSrc: ["'self'", 'blob:', ...origin(config.introVideoUrl)],
    // The document viewer's pdf.js worker is a script of the portal's own origin (docs/decisions/020).
    workerSrc: ["'self'"],
    // Only the intro video is framed: the viewer draws PDFs itself, no blob: frame (docs/decisions/020).
    frameSrc: ["'self'", ...origin(config.introVideoUrl)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The built web app: static files, and index.html for every other non-API GET (history fallback). */
function registerSpa(app: FastifyInstance, config: Config) {
  const dist = config.webDist ?? findWebDist();
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  if (!dist || !indexFile || !fs.existsSync(indexFile)) {
    app.log.warn('web build not found; only the API is served (run "npm run build")');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // The page's <base href> carries the base path, so the router and relative assets follow it.
  const indexHtml = fs
    .readFileSync(indexFile, 'utf8')
    .replace(/<base href="[^"]*"\s*\/?>/, `<base href="${config.basePath}" />`);
  // The build writes .br and .gz next to each script and style (apps/web/vite.config.ts): sent as accepted. Vite's
  // output under assets/ is named by content hash, so it is cached for a year; other files are revalidated.
  app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (path.relative(dist, file).startsWith(`assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml),
  );
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api/') || request.url.toLowerCase() === '/api';
    if (request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendNotFound(request, reply);
  });
}

export function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(candidate)) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(sibling)) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}
