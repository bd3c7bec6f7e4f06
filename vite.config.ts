/**
 * One Vite config: builds the web app (root web/) with the TanStack Router plugin and the PWA
 * plugin (service worker from sw/sw.ts, injectManifest, served at /sw.js), and declares the
 * Vitest projects: contract, api (node, real databases), web (jsdom + msw) and e2e (Chromium
 * against the built app served by the real API).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig } from 'vitest/config';
import { BOOT_CHOICE_SCRIPT } from './contract/src/boot-choice.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The shopper's offline journeys (the e2e-offline group); a new browser test joins the other group. */
const OFFLINE_JOURNEYS = ['tests/e2e/offline-*.test.ts', 'tests/e2e/engine-*.test.ts', 'tests/e2e/shopper-*.test.ts', 'tests/e2e/chapter-*.test.ts'];

/** Browser tests against the built app served by the real API (tests/fixtures/e2e-setup.ts). */
function e2eProject(name: string, include: string[], exclude: string[]) {
  return {
    test: {
      name,
      root: here('.'),
      include,
      exclude,
      environment: 'node' as const,
      pool: 'forks' as const,
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // expect.poll waits for a condition, and a page answers later on a busy machine: one second
      // (vitest's default) is a fixed time in disguise.
      expect: { poll: { timeout: 15_000 } },
      globalSetup: ['tests/fixtures/e2e-setup.ts'],
    },
  };
}
/**
 * Writes file.br and file.gz beside every text file of the build, compressed once at the highest
 * levels: the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing the app's scripts on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  let outDir = here('./web/dist');
  return {
    name: 'portal-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The UI kit's global styles (layer order, reset, global rules, every theme token as a CSS
 * variable) as a stylesheet written at build time from the app's own system
 * (web/build/ui-kit-css.ts), imported as virtual:ui-kit.css by ui/theme/ui-kit-provider.tsx. At
 * run time the UI kit would compute and insert them as the first signed-in screen starts: some
 * 100 ms of a mid-range tablet's main thread in one task. Under Vitest (jsdom computes no
 * styles) the stylesheet is empty.
 */
function uiKitCss(): Plugin {
  const id = 'virtual:ui-kit.css';
  return {
    name: 'portal-ui-kit-css',
    resolveId(source) {
      return source === id ? id : undefined;
    },
    async load(source) {
      if (source !== id) return undefined;
      if (process.env.VITEST) return '';
      for (const file of readdirSync(here('./web/src/ui/theme'))) this.addWatchFile(here(`./web/src/ui/theme/${file}`));
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(here('./web/build/ui-kit-css.ts'), import.meta.url)) as { uiKitCss: () => string };
      return module.uiKitCss();
    },
  };
}

/**
 * The signed-in shell as two files: the modules the app's frame (routes/_app.tsx, the UI kit's
 * provider) and the product list (the first screen after signing in) import, less those the
 * sign-in page loads; and, apart from them, the offline machinery (the device database, the
 * catalogue sync, the outbox, the session check), which needs no UI kit. Split by what shares them
 * they came as some forty files of 0.1 to 3 KB; starting each download and evaluating each file is
 * main-thread time a tablet spends before it can show the list. Kept apart, the offline file, the
 * UI kit's and the screens' are evaluated in three tasks instead of one (app/chakra-ui.tsx,
 * loadUiKitCode). Found by walking the module graph from the app's entry, so it follows the code
 * as it changes.
 */
function signedInGroups(): CodeSplittingGroup[] {
  const entry = here('./web/src/main.tsx');
  const shellSeeds = /web[\\/]src[\\/](routes[\\/]_app\.tsx|routes[\\/]_app[\\/]products[\\/]index\.tsx|app[\\/]provider\.tsx|app[\\/]offline-services\.ts)/;
  const offlineSeeds = /web[\\/]src[\\/](app[\\/]offline-services\.ts|lib[\\/]session[\\/]verify\.ts)/;
  const guestSeeds = /web[\\/]src[\\/]routes[\\/](_guest|__root)/;
  const loginSeeds = /web[\\/]src[\\/]routes[\\/](_guest\.tsx|_guest[\\/]login\.tsx|__root\.tsx)/;
  let groups: { shell: Set<string>; offline: Set<string>; visitor: Set<string> } | null = null;
  const closure = (seeds: string[], ctx: ChunkingContext, follow: 'static' | 'all') => {
    const seen = new Set<string>();
    const queue = [...seeds];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      queue.push(...info.importedIds);
      if (follow === 'all') queue.push(...info.dynamicallyImportedIds);
    }
    return seen;
  };
  const find = (ctx: ChunkingContext) => {
    if (!groups) {
      const all = [...closure([entry], ctx, 'all')];
      const signIn = closure([entry, ...all.filter((m) => guestSeeds.test(m))], ctx, 'static');
      const afterSignIn = (seeds: RegExp) => new Set([...closure(all.filter((m) => seeds.test(m)), ctx, 'static')].filter((m) => !signIn.has(m)));
      // The visitors' pages' own code (the sign-in form, its checks and refusals' words), past
      // what the entry brings and the texts (one file per language and area, as i18n loads them).
      const entryOnly = closure([entry], ctx, 'static');
      const loginPage = closure(all.filter((m) => loginSeeds.test(m)), ctx, 'static');
      const signedInScreens = closure(all.filter((m) => shellSeeds.test(m)), ctx, 'static');
      const visitor = new Set([...loginPage].filter((m) => !entryOnly.has(m) && !signedInScreens.has(m) && !/[\\/]locales[\\/]/.test(m)));
      groups = { shell: afterSignIn(shellSeeds), offline: afterSignIn(offlineSeeds), visitor };
    }
    return groups;
  };
  return [
    { name: (id, ctx) => (find(ctx).offline.has(id) ? 'offline-core' : null), includeDependenciesRecursively: false, priority: 6 },
    { name: (id, ctx) => (find(ctx).shell.has(id) ? 'signed-in' : null), includeDependenciesRecursively: false, priority: 5 },
    // The sign-in page's code as one file: split by what shares it, it came as seven files of 1 to
    // 4 KB (the visitors' layout, the page, its form checks, the auth client, the refusals' words,
    // the secure-context notice), each a request of its own on the way to the first screen. The
    // other visitors' pages (registration and the password pages, built with the UI kit) stay apart.
    { name: (id, ctx) => (find(ctx).visitor.has(id) ? 'visitor' : null), includeDependenciesRecursively: false, priority: 4 },
  ];
}

/**
 * Which build this is: APP_BUILD_ID, else the commit it was built from. Data the app keeps between
 * visits (lib/query/persist.ts) is dropped when it was saved by another build, whose answers may
 * have another shape; the package version never changed between releases, so it could not say.
 */
function buildId(): string {
  if (process.env.APP_BUILD_ID) return process.env.APP_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: here('.'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unversioned';
  }
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A back-office list's loader comes in one chunk with its screen: the route definitions
      // load with the router on every first screen (the sign-in page too), so they keep only
      // their search schemas (valibot), never the lists' API modules.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId.startsWith('/_app/admin') ? [['loader', 'component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] : undefined),
      },
      routesDirectory: here('./web/src/routes'),
      generatedRouteTree: here('./web/src/routeTree.gen.ts'),
    }),
    react(),
    // Before the first paint: the signed-in frame's outline when a session is on the device.
    { name: 'boot-choice', transformIndexHtml: () => [{ tag: 'script', children: BOOT_CHOICE_SCRIPT, injectTo: 'head' }] },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Chapter Portal',
        short_name: 'Chapter Portal',
        description: 'Wholesale ordering for chapters, online and offline',
        theme_color: '#1976d2',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    uiKitCss(),
    precompress(),
  ],
  define: {
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(buildId()),
  },
  build: {
    // The browser benchmark builds its own copy elsewhere (with its timing hooks) through WEB_OUT_DIR.
    outDir: process.env.WEB_OUT_DIR ?? here('./web/dist'),
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Every group below exists for speed alone: decision 041 gives the figure each earned and
        // the tests that fail when one stops working (tests/e2e/speed-devices-build.test.ts).
        codeSplitting: {
          groups: [
            // What every screen runs (React, the router, valibot for its search schemas, the
            // contract's rules, common schema parts, text guards and route declarer, the
            // background-render helper) as one file: split by what shares them they came as a dozen
            // files of 1 to 4 KB, and on a phone link each costs a round trip (six at a time) before
            // the first screen can render (sign-in page, mobile Lighthouse: 0.89 to 0.92). The
            // contract's English messages are not among them: only the English catalogues take
            // texts from them (the schemas give codes, decision 034), so Spanish never loads them.
            {
              name: 'framework',
              test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|valibot|@tanstack\+(react-router|router-core|history|react-store|store))@|contract[\\/]src[\\/](rules|route|guards|common)\.ts|web[\\/]src[\\/]app[\\/]deferred-mount\.tsx/,
              priority: 20,
            },
            // The UI kit (Chakra, the Ark and Zag components under it, Emotion) and the icons, used
            // by every screen after sign-in, as one file: split by screen they came as some sixty
            // files, each a download to start and a module to evaluate on the way to the product
            // list. The sign-in page uses none of it (tests/e2e/first-route-size.test.ts).
            {
              name: 'ui-kit',
              test: /node_modules[\\/]\.pnpm[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc\+helpers|proxy-compare|stylis|lucide-react|hoist-non-react-statics|react-is)/,
              priority: 10,
            },
            ...signedInGroups(),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    root: here('.'),
    // Vitest's default on a 2-core machine is one file at a time; the database tests spend much of
    // their time waiting for PostgreSQL, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: here('.'),
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: here('.'),
          include: ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A worker process runs file after file, keeping what it imported (the API, the PGlite
          // engine): each test builds its own app and database, so nothing else carries over.
          // Measured 175 s against 108 s for this project alone on a quiet 2-core machine.
          isolate: false,
          // Bounds for a busy machine, where a test slows down rather than fails; a test that
          // waits for something that never happens still fails, only later.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          globalSetup: ['tests/fixtures/global-setup.ts'],
        },
      },
      {
        plugins: [react(), uiKitCss()],
        test: {
          name: 'web',
          root: here('.'),
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts'],
          environment: 'jsdom',
          // As in the API project, a worker keeps what it imported from node_modules between files
          // (React, Chakra and the rest took seconds per file); web-setup.ts loads the app's own
          // modules afresh and gives each file a new device database. Measured 215 s against
          // more than 800 s of file time for this project on a quiet 2-core machine.
          isolate: false,
          setupFiles: ['tests/fixtures/web-setup.ts'],
          testTimeout: 90_000,
        },
      },
      // The browser tests in two groups, each one file at a time against a portal and database of
      // its own (its own globalSetup): the shopper's offline journeys, and the rest. One vitest
      // process runs the two groups one after the other; scripts/test.mjs runs them in two
      // processes side by side (530 s against 730 s on a quiet 2-core machine).
      e2eProject('e2e-offline', OFFLINE_JOURNEYS, []),
      e2eProject('e2e', ['tests/e2e/**/*.test.ts'], OFFLINE_JOURNEYS),
    ],
  },
});
