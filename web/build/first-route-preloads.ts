/**
 * The files a visitor's first page needs, named in the page itself (decision 048). The sign-in
 * page's code and texts are imported by the entry file, so a browser learns of them only once the
 * entry and the framework have arrived and run: on a phone link that is a second round of
 * downloads after the first, most of the wait before the form shows. The build writes, for each
 * visitor's page (routes/_guest/*.tsx), the files it imports beyond the entry's own:
 * dist/first-routes.json, which the server turns into `<link rel="modulepreload">` and
 * `<link rel="preload" as="style">` lines in that page's index.html (api/src/web-app.ts), so they
 * download beside the entry. Texts come in the language the page will use: the one the app last
 * wrote to its `language` cookie (lib/i18n/i18n.ts), else the default, as on a first visit.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const FIRST_ROUTES_FILE = 'first-routes.json';

export interface FirstRouteFiles {
  scripts: string[];
  styles: string[];
  /** The texts' files by language. */
  texts: Record<string, string[]>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The text namespaces a route file declares (`staticData: { texts: ['auth'] }`). */
const declaredTexts = (source: string) => [...source.matchAll(/texts:\s*\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!));

export function firstRoutePreloads(routesDir: string, localesDir: string): Plugin {
  return {
    name: 'portal-first-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const queue = [...files];
        while (queue.length > 0) {
          const file = queue.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = closure([entry.fileName]);
      const holding = (pattern: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id.split('?')[0]!))).map((chunk) => chunk.fileName);
      const layout = join(routesDir, '_guest.tsx');
      const routes: Record<string, FirstRouteFiles> = {};
      for (const name of readdirSync(join(routesDir, '_guest'))) {
        if (!name.endsWith('.tsx')) continue;
        const file = join(routesDir, '_guest', name);
        const namespaces = ['common', ...declaredTexts(readFileSync(layout, 'utf8')), ...declaredTexts(readFileSync(file, 'utf8'))];
        const code = [...closure(holding(new RegExp(`[\\\\/]routes[\\\\/]_guest([\\\\/]${name.replace('.', '\\.')}|\\.tsx)$`)))].filter((f) => !loaded.has(f));
        const textsOf = (language: string) =>
          [...closure(namespaces.flatMap((namespace) => holding(new RegExp(`[\\\\/]locales[\\\\/]${language}[\\\\/]${namespace}\\.ts$`))))]
            .filter((f) => !loaded.has(f) && !code.includes(f))
            .sort()
            .map((f) => `/${f}`);
        routes[`/${name.replace(/\.tsx$/, '')}`] = {
          scripts: code.sort().map((f) => `/${f}`),
          styles: [...new Set(code.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))].sort().map((f) => `/${f}`),
          texts: Object.fromEntries(readdirSync(localesDir).map((language) => [language, textsOf(language)])),
        };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_ROUTES_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}
