/**
 * Serves the built web app beside the API. Hashed assets are immutable; index.html, the service
 * worker and the manifest are revalidated on every load so a new version is seen at once. Any
 * unknown non-API GET answers index.html so client routes work on reload. Text files go out
 * compressed at build time (file.br, file.gz) when the browser accepts it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Written by the build (web/build/first-route-preloads.ts): a visitor's page and the files it imports. */
type FirstRoutes = Record<string, { scripts: string[]; styles: string[]; texts: Record<string, string[]> }>;

const DEFAULT_LANGUAGE = 'en';
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** The language the app wrote to its cookie (web/src/lib/i18n/i18n.ts). */
const cookieLanguage = (cookie: string | undefined) => /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(cookie ?? '')?.[1];

/**
 * index.html for one of a visitor's pages (the sign-in page and its kin) with the files that page
 * imports named in its head, its texts in the visitor's language, so they download beside the
 * entry instead of after it has run (decision 048); null for any other page. Read again when the
 * build changes.
 */
function firstRoutePages(distDir: string) {
  let seen = '';
  let html = '';
  let routes: FirstRoutes = {};
  const pages = new Map<string, string>();
  return (path: string, cookie: string | undefined): string | null => {
    const indexFile = join(distDir, 'index.html');
    const routesFile = join(distDir, 'first-routes.json');
    if (!existsSync(routesFile) || !existsSync(indexFile)) return null;
    const stamp = `${statSync(indexFile).mtimeMs}:${statSync(routesFile).mtimeMs}`;
    if (stamp !== seen) {
      seen = stamp;
      html = readFileSync(indexFile, 'utf8');
      routes = JSON.parse(readFileSync(routesFile, 'utf8')) as FirstRoutes;
      pages.clear();
    }
    const name = path.replace(/\/+$/, '') || '/';
    const route = routes[name];
    if (!route) return null;
    const asked = cookieLanguage(cookie);
    const language = asked && route.texts[asked] ? asked : DEFAULT_LANGUAGE;
    const key = `${name}:${language}`;
    let page = pages.get(key);
    if (!page) {
      const links = [
        ...[...route.scripts, ...(route.texts[language] ?? [])].map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}" />`),
        ...route.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${attribute(file)}" />`),
      ];
      page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      pages.set(key, page);
    }
    return page;
  };
}

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
  const firstRoutePage = webDist ? firstRoutePages(webDist) : () => null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (webDist && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      const page = firstRoutePage(path, request.headers.cookie);
      if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: `No route ${request.method} ${path}`, code: 'ROUTE_NOT_FOUND', data: null });
  });
}
