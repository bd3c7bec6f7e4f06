/**
 * The build's devices that exist only for speed (decision 041) are still at work in web/dist: the
 * chunk groups of vite.config.ts each come out as one file (the sign-in page's own code too,
 * decision 059), the sign-in page's entry does not
 * pull the UI kit or the signed-in files, the UI kit's file carries our patch (a stepwise
 * createSystem and a lazy _global), the UI kit's global styles are a stylesheet written at build
 * time, and every text file has its Brotli and gzip copies beside it. An upgrade of Vite, Rolldown
 * or Chakra UI that silently undoes one of them fails here; the figures each earned are in the
 * decision. Needs `pnpm build:web` first, as the other browser tests.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = new URL('../../web/dist', import.meta.url).pathname;
const ASSETS = join(DIST, 'assets');
const GROUPS = ['framework', 'ui-kit', 'offline-core', 'signed-in', 'visitor'] as const;

const assets = () => readdirSync(ASSETS);
const read = (file: string) => readFileSync(join(ASSETS, file), 'utf8');

/** The files of a chunk group: `<group>-<8-character hash>.js` (ui-kit-code-<hash>.js is another chunk). */
function groupFiles(group: string): string[] {
  const name = new RegExp(`^${group}-[\\w-]{8}\\.js$`);
  return assets().filter((file) => name.test(file));
}

/** The files a script imports statically (what the browser must fetch and evaluate before running it). */
function staticImports(file: string): string[] {
  return [...read(file).matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
}

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function entryScript(): string {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const match = /<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html names no module script under /assets/');
  return match[1]!;
}

describe('the build keeps its speed devices (decision 041)', () => {
  it('was built (pnpm build:web)', () => {
    expect(existsSync(join(DIST, 'index.html')), 'run pnpm build:web first').toBe(true);
  });

  it.each(GROUPS)('makes the %s chunk group one file', (group) => {
    expect(groupFiles(group), assets().join(', ')).toHaveLength(1);
  });

  it('starts the sign-in page with the framework file and without the UI kit or the signed-in files', () => {
    const closure = staticClosure(entryScript());
    const names = [...closure].join(', ');
    expect(names).toContain('framework-');
    for (const group of ['ui-kit', 'offline-core', 'signed-in']) expect(names, `the entry's static imports: ${names}`).not.toContain(`${group}-`);
  });

  it("gives the sign-in page's own code one file, which no signed-in screen loads", () => {
    // The sign-in route's component is the visitors' group, imported by the entry when the page opens.
    const visitor = groupFiles('visitor')[0]!;
    const imported = new RegExp(`import\\(\\s*[\`'"]\\./${visitor.replace(/[.$-]/g, '\\$&')}`);
    expect(read(entryScript()), "the entry imports the visitors' file").toMatch(imported);
    const entry = staticClosure(entryScript());
    const own = [...staticClosure(visitor)].filter((file) => !entry.has(file));
    // The visitors' group, and what it shares with the signed-in screens (the auth client, the refusals' words).
    expect(own.length, own.join(', ')).toBeLessThanOrEqual(3);
    const signedIn = [...staticClosure(groupFiles('signed-in')[0]!)].join(', ');
    expect(signedIn, "the signed-in file's static imports").not.toContain('visitor-');
  });

  it('keeps the UI kit in its own file, not copied into the signed-in or offline files', () => {
    // `$$chakra` marks the UI kit's system object, made in its styled-system code.
    const hasKit = (group: string) => read(groupFiles(group)[0]!).includes('$$chakra');
    expect(hasKit('ui-kit')).toBe(true);
    for (const group of ['signed-in', 'offline-core', 'framework']) expect(hasKit(group), group).toBe(false);
  });

  it('carries the patch of the UI kit: a stepwise createSystem and global styles computed only if asked for', () => {
    const uiKit = read(groupFiles('ui-kit')[0]!);
    // createSystem.steps = createSystemSteps and createTokenDictionary.steps = ..., whatever the minifier names them.
    expect(uiKit.match(/\.steps\s*=\s*[\w$]+;\s*function\s*\*/g)?.length ?? 0, 'createSystem.steps (patches/@chakra-ui__react*.patch)').toBe(2);
    expect(/get _global\(\)/.test(uiKit), 'the lazy _global of the patch').toBe(true);
  });

  it("writes the UI kit's global styles (reset, tokens as CSS variables) into the signed-in stylesheet at build time", () => {
    const css = assets().filter((file) => /^signed-in-[\w-]{8}\.css$/.test(file));
    expect(css, assets().join(', ')).toHaveLength(1);
    const text = read(css[0]!);
    expect(text).toMatch(/@layer reset\s*\{/);
    expect(text).toMatch(/@layer tokens\s*\{/);
    expect(text).toContain('--chakra-colors-primary-solid:');
  });

  it('puts a Brotli and a gzip copy of the same bytes beside every text file of 1 KB or more', () => {
    const missing: string[] = [];
    for (const file of assets()) {
      if (!/\.(js|css)$/.test(file) || statSync(join(ASSETS, file)).size < 1024) continue;
      if (!existsSync(join(ASSETS, `${file}.br`)) || !existsSync(join(ASSETS, `${file}.gz`))) missing.push(file);
    }
    expect(missing).toEqual([]);
    const [uiKit] = groupFiles('ui-kit');
    const original = readFileSync(join(ASSETS, uiKit!));
    expect(brotliDecompressSync(readFileSync(join(ASSETS, `${uiKit}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(ASSETS, `${uiKit}.gz`))).equals(original)).toBe(true);
  });
});
