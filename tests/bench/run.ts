/**
 * Benchmark runner: `pnpm bench [filter]`.
 *
 * Runs every `tests/bench/*.bench.ts` one after another (never in parallel, so they do not skew
 * each other), or only those whose file name contains `filter`, and prints one table:
 * name | figures | target | pass. Exits with 1 when a benchmark misses its target or throws.
 *
 * To add a benchmark, create `tests/bench/<what>.bench.ts` whose default export is
 * `async function (): Promise<BenchResult[]>` (see bench-types.ts). Give each result a name, its
 * figures (rounded for reading), and when there is a goal, `target` in words and `pass`.
 * Benchmarks talk only to 127.0.0.1 and clean up what they create (temp folders, servers).
 */
import { createHmac } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchResult } from './bench-types';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark in tests/bench matches '${filter}'`);
  process.exit(1);
}

/**
 * The host's speed, so figures from different machines (or one machine on different days) can be
 * compared: a fixed piece of the kind of work the API does (JSON, HMAC, Brotli), timed three
 * times on one thread, the fastest kept. Lower is faster; the absolute-time targets move with it.
 */
function hostSpeed(): BenchResult {
  const order = { clientOrderId: '0b8f6a1e-4c1d-4c55-9a51-0c6c8f6f3a10', eventId: 1, paymentMethod: 'ACH', items: Array.from({ length: 5 }, (_, i) => ({ productId: i + 1, quantity: 12, name: `Product ${i}` })) };
  const page = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Product ${i} of the catalogue`, price: 1000 + i, vendorId: i % 40 })));
  const once = () => {
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) createHmac('sha256', 'key').update(JSON.stringify(JSON.parse(JSON.stringify(order)))).digest('base64url');
    for (let i = 0; i < 4; i++) brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return performance.now() - started;
  };
  const ms = Math.min(once(), once(), once());
  return {
    name: 'host (for comparing runs across machines)',
    figures: { cores: availableParallelism(), 'load average at start': Math.round(loadavg()[0]! * 100) / 100, 'reference work ms (lower is faster)': Math.round(ms) },
  };
}

const results: BenchResult[] = [hostSpeed()];
for (const file of files) {
  console.log(`running ${file} ...`);
  const started = performance.now();
  try {
    const bench = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
    results.push(...(await bench.default()));
  } catch (error) {
    // The database's own reason sits in the cause of a failed query: shown with it.
    const reason = (e: unknown): string => (e instanceof Error ? `${e.message.trim()}${e.cause ? ` (${reason(e.cause)})` : ''}` : String(e));
    results.push({ name: file, figures: { error: reason(error) }, pass: false });
  }
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function figuresText(figures: BenchResult['figures']): string {
  return Object.entries(figures)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? value.toLocaleString('en-US') : value}`)
    .join(', ');
}

const header = ['name', 'figures', 'target', 'pass'];
const rows = results.map((r) => [r.name, figuresText(r.figures), r.target ?? '', r.pass === undefined ? '' : r.pass ? 'yes' : 'NO']);
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
console.log('');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

if (results.some((r) => r.pass === false)) process.exitCode = 1;
