/**
 * What an operator watches. GET /metrics answers Prometheus's text format: request durations by
 * route and status, orders placed and refused by reason, sync pages and pictures served, the
 * database pool's use and whether the database answers, and the process's own figures. It is
 * served to the machine itself (a loopback address, which behind a trusted proxy is the client's
 * own, never the proxy's) or to a bearer of METRICS_TOKEN; the proxy configs in deploy/ refuse
 * the path as well. Log lines carry the request id (Fastify's reqId) and, once signed in, the
 * user id; a request's query values that are secrets (a reset link's token) are not logged.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolUseOf } from '@portal/db/pool-use';
import type { AppConfig } from '../config';
import { ForbiddenError } from '../lib/errors';

const ORDERS_ROUTE = '/api/v1/orders';
const SYNC_ROUTE = '/api/v1/sync/catalogue';
const PICTURE_ROUTE = '/api/v1/images/:imageId/:variant';
/** Bound on the scrape's own database check, so a hanging database cannot hang the scrape. */
const DATABASE_CHECK_MS = 1_000;
const SECRET_QUERY = /token|password|secret|code|key/i;

/** The process's own figures (CPU, memory, event loop, GC), registered once per process. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A request as logged: its query values that are secrets replaced. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && SECRET_QUERY.test(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: urlForLog(request.url), remoteAddress: request.ip };
}

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
const digest = (text: string) => createHash('sha256').update(text).digest();

export default fp<{ config: AppConfig }>(async function observability(app: FastifyInstance, { config }) {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const placed = new Counter({ name: 'portal_orders_placed_total', help: 'Orders stored (replays of one Idempotency-Key count once)', registers: [registry] });
  const replayed = new Counter({ name: 'portal_orders_replayed_total', help: 'Orders sent again and answered from the stored result', registers: [registry] });
  const refused = new Counter({ name: 'portal_orders_refused_total', help: 'Orders refused, by the answer code', labelNames: ['reason'], registers: [registry] });
  const syncPages = new Counter({ name: 'portal_sync_pages_served_total', help: 'Catalogue sync pages answered (page, or not_modified for a 304)', labelNames: ['answer'], registers: [registry] });
  const pictures = new Counter({ name: 'portal_pictures_served_total', help: 'Product pictures answered (picture, or not_modified for a 304)', labelNames: ['answer'], registers: [registry] });
  const unavailable = new Counter({ name: 'portal_database_unavailable_answers_total', help: 'Requests answered 503 because the database could not be reached', registers: [registry] });
  /** A figure read at each scrape. */
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const pool = (pick: 'size' | 'inUse' | 'waiting') => () => poolUseOf(app.db)?.[pick] ?? 0;
  gauge('portal_database_pool_size', 'Connections the process may open to PostgreSQL (0 on the embedded database)', pool('size'));
  gauge('portal_database_pool_in_use', 'Pool connections running a statement or held by a transaction', pool('inUse'));
  gauge('portal_database_pool_waiting', 'Statements and transactions waiting for a pool connection', pool('waiting'));
  gauge('portal_sync_pages_running', 'Catalogue sync pages this process is building now (at most SYNC_CONCURRENCY)', () => app.syncGate.running);
  gauge('portal_sync_pages_queued', 'Catalogue sync requests waiting for a place (at most SYNC_QUEUE)', () => app.syncGate.queued);
  new Counter({
    name: 'portal_sync_pages_refused_total',
    help: 'Catalogue sync requests told to come back later (503 with Retry-After): the queue was full or its wait ran out',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.syncGate.refused);
    },
  });
  new Gauge({
    name: 'portal_database_up',
    help: '1 when the database answered within 1 s at this scrape, on a connection of its own (a pool busy with requests is not an outage), else 0',
    registers: [registry],
    async collect() {
      // As readiness does (GET /health): never queued behind the requests' pool.
      const up = await app.dbHandle.check(DATABASE_CHECK_MS).then(
        () => 1,
        () => 0,
      );
      this.set(up);
    },
  });

  // Every line a request logs carries its id (Fastify's reqId); its URL is logged without secrets.
  app.setChildLoggerFactory((logger, bindings, options) => logger.child(bindings, { ...options, serializers: { ...options.serializers, req: requestForLog } }));

  // From the handler on, and on the line that says the request completed (also when refused).
  const withUser = new WeakSet<FastifyRequest>();
  const addUser = (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth || withUser.has(request)) return;
    withUser.add(request);
    const log = request.log.child({ userId: request.auth.id });
    request.log = log;
    reply.log = log;
  };
  app.addHook('preHandler', (request, reply, done) => {
    addUser(request, reply);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 503 && typeof payload === 'string' && payload.includes('"code":"DATABASE_UNAVAILABLE"')) unavailable.inc();
    if (request.routeOptions.url === ORDERS_ROUTE && request.method === 'POST' && reply.statusCode >= 400 && typeof payload === 'string') {
      refused.inc({ reason: /"code":"([A-Z0-9_]+)"/.exec(payload)?.[1] ?? String(reply.statusCode) });
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    duration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
    addUser(request, reply);
    if (route === ORDERS_ROUTE && request.method === 'POST' && status < 300) (reply.getHeader('idempotent-replayed') ? replayed : placed).inc();
    else if (route === SYNC_ROUTE && (status === 200 || status === 304)) syncPages.inc({ answer: status === 200 ? 'page' : 'not_modified' });
    else if (route === PICTURE_ROUTE && (status === 200 || status === 304)) pictures.inc({ answer: status === 200 ? 'picture' : 'not_modified' });
    done();
  });

  const token = config.metricsToken ? digest(config.metricsToken) : null;
  const bearer = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    return Boolean(token && match && timingSafeEqual(digest(match[1]!), token));
  };
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!isLoopback(request.ip) && !bearer(request)) {
      throw new ForbiddenError('Metrics are served to the machine itself, or with the METRICS_TOKEN bearer token', 'METRICS_FORBIDDEN');
    }
    const merged = Registry.merge([registry, processMetrics()]);
    return reply.header('cache-control', 'no-store').type(merged.contentType).send(await merged.metrics());
  });
});
