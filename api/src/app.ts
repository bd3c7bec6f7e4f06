/**
 * buildApp: the whole API wired, nothing listening. Tests call it with an in-memory PGlite and
 * use inject; server.ts calls it with the configured database and listens.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portal/db';
import { API_BASE_PATH } from '@portal/contract/rules';
import { loadConfig, type AppConfig } from './config';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits';
import { ConcurrencyGate } from './lib/concurrency-gate';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { valibotValidatorCompiler } from './lib/validation';
import authPlugin from './plugins/auth';
import deviceMarker from './plugins/device-marker';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import inputGuard from './plugins/input-guard';
import jsonBody from './plugins/json-body';
import requestDeadline from './plugins/request-deadline';
import securityPlugin from './plugins/security';
import { registerModules } from './modules';
import { registerNotFound, registerWebApp } from './web-app';

/**
 * Answers smaller than this go uncompressed: they fit in one packet either way (a 1,500-byte MTU
 * less the TCP/IP and HTTP headers), and compressing a placed order's 1.3 KB answer took 0.15 to
 * 0.25 ms of CPU (Brotli or gzip), about a sixth of what the whole request costs the API.
 */
export const COMPRESS_MIN_BYTES = 1400;

export interface BuildOptions {
  db: DatabaseHandle;
  config?: Partial<AppConfig>;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Folder of the built web app to serve beside the API. */
  webDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every route registered, with the declaration it was served from, for the role matrix test and the docs. */
    routeList: Array<{ method: string; url: string; contract?: string }>;
    /** The catalogue sync's places and queue in this process (decision 021), also read by the metrics. */
    syncGate: ConcurrencyGate;
  }
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.refreshToken',
  'req.body.token',
  'req.body.currentPassword',
  'req.body.newPassword',
];

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.decorate('config', config);
  for (const warning of config.configWarnings) app.log.warn(warning);
  app.decorate('routeList', [] as Array<{ method: string; url: string; contract?: string }>);
  app.decorate('syncGate', new ConcurrencyGate({ limit: config.syncConcurrency, queue: config.syncQueue, maxWaitMs: config.syncQueueWaitMs }));
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    for (const method of [route.method].flat()) app.routeList.push({ method, url: route.url, ...(contract ? { contract: `${contract.method} ${contract.path}` } : {}) });
  });
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorsPlugin);
  await app.register(requestDeadline, { timeoutMs: config.requestTimeoutMs });
  await app.register(jsonBody);
  await app.register(inputGuard);
  await app.register(dbPlugin, { handle: options.db, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(import('./plugins/observability'), { config });
  await app.register(securityPlugin, { config });
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });
  await app.register(authPlugin, { config });
  await app.register(deviceMarker);
  await app.register(docsPlugin);
  await app.register(registerModules, { prefix: API_BASE_PATH });
  const servesWeb = options.webDist ? await registerWebApp(app, options.webDist) : false;
  registerNotFound(app, servesWeb && options.webDist ? options.webDist : null);
  return app;
}
