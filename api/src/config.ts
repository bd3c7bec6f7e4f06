/** Runtime configuration from the environment, read once at start. */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limiter';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  /** Public address of the portal, used in links sent by mail. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Folder of the built web app to serve, if any. */
  webDist?: string;
  logLevel: string;
  /** Attempts allowed before a growing delay, per limited action (lib/rate-limiter.ts). */
  rateLimits: RateLimits;
  /** The reverse proxies whose X-Forwarded-* are believed: none, a hop count, or their addresses (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Said in the log at start: a setting read in a way the operator should know of. */
  configWarnings: string[];
  /** Seed an empty database with demo data on start. */
  seedOnEmpty: boolean;
  /** Longest a request may take before it is answered 503 (uploads included). */
  requestTimeoutMs: number;
  /** Longest a statement may run on PostgreSQL before the server cancels it. */
  statementTimeoutMs: number;
  /** Connections this process opens to PostgreSQL at most (not used with PGlite). */
  databasePoolSize: number;
  /** Catalogue sync pages this process serves at once, and how many more may wait: beyond, 503 at once (lib/concurrency-gate.ts). */
  syncConcurrency: number;
  syncQueue: number;
  /** Longest a sync request waits in that queue before it too is told to come back later. */
  syncQueueWaitMs: number;
  /** Bearer token that opens GET /metrics from elsewhere than the machine itself. */
  metricsToken?: string;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const config: AppConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? '',
    jwtIssuer: env.JWT_ISSUER ?? 'chapter-portal',
    jwtAudience: env.JWT_AUDIENCE ?? 'chapter-portal-web',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Chapter Portal <no-reply@chapterportal.test>',
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: DEFAULT_RATE_LIMITS,
    trustProxy: trustProxy.value,
    configWarnings: trustProxy.warning ? [trustProxy.warning] : [],
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 30_000),
    statementTimeoutMs: Number(env.STATEMENT_TIMEOUT_MS ?? 10_000),
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    syncConcurrency: wholeNumber(env, 'SYNC_CONCURRENCY', 8, 1, 256),
    syncQueue: wholeNumber(env, 'SYNC_QUEUE', 32, 0, 10_000),
    syncQueueWaitMs: wholeNumber(env, 'SYNC_QUEUE_WAIT_MS', 2_000, 100, 60_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = randomBytes(32).toString('hex');
  return config;
}
