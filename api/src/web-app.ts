/**
 * Serves the built web app beside the API. Hashed assets are immutable; index.html, the service
 * worker and the manifest are revalidated on every load so a new version is seen at once. Any
 * unknown non-API GET answers index.html so client routes work on reload. Text files go out
 * compressed at build time (file.br, file.gz) when the browser accepts it.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(distDir)) {
    app.log.warn(`web app not built (${distDir} missing): serving the API only`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // Files are looked up on each request, so a rebuild is served without a restart.
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, path) {
      if (/\/assets\//.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
      if (path.endsWith('sw.js')) res.header('service-worker-allowed', '/');
    },
  });
  return true;
}

/** 404 for unknown API paths; index.html for client routes when the web app is served. */
export function registerNotFound(app: FastifyInstance, webDist: string | null) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (webDist && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: `No route ${request.method} ${path}`, code: 'ROUTE_NOT_FOUND', data: null });
  });
}
