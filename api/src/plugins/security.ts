/** Security headers (HSTS when the request came over TLS), CORS limited to the portal's own origin unless configured, request ids. */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_CHOICE_SCRIPT } from '@portal/contract/boot-choice';
import type { AppConfig } from '../config';

/** index.html's one inline script (which outline the first paint shows), allowed by its hash and nothing else inline. */
const BOOT_CHOICE_HASH = `'sha256-${createHash('sha256').update(BOOT_CHOICE_SCRIPT).digest('base64')}'`;

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", BOOT_CHOICE_HASH],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets, worked out once: they depend on the options only (no nonces), so
 * every response gets the same object instead of helmet re-reading its options per request.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp<{ config: AppConfig }>(async function securityPlugin(app: FastifyInstance, { config }) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    // Only over TLS: on the socket itself, or as X-Forwarded-Proto from a trusted proxy
    // (TRUST_PROXY); sent over plain HTTP the header would be ignored, or pin a dev setup to https.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['x-request-id', 'retry-after', 'etag'],
  });
});
