/**
 * Every request is answered within config.requestTimeoutMs: when its work (a database that hangs,
 * a slow upload) has not answered by then, a 503 with Retry-After goes out and whatever the work
 * answers later is dropped. Fastify's own handlerTimeout is not used because its timer is cleared
 * once a request body has been read, so a POST could still wait for ever.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@portal/contract/messages';
import { ServiceUnavailableError } from '../lib/errors';

export default fp<{ timeoutMs: number }>(async function requestDeadline(app: FastifyInstance, opts) {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    // The web app's files come from disk, not the database; a client that reads them slowly (a
    // stalled Wi-Fi) is not a request that hangs on us.
    if (!request.url.startsWith('/api/')) return done();
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      reply.send(new ServiceUnavailableError(MSG.requestTimedOut, 'REQUEST_TIMEOUT'));
    }, opts.timeoutMs);
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
});
