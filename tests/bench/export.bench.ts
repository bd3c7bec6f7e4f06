/**
 * The back office's product export (GET /products/export.csv) of 20,000 products
 * (BENCH_EXPORT_PRODUCTS) on a fresh database on the local PostgreSQL server, as an admin
 * downloads it: the time to the first byte and to the last, each beside its target, and the
 * rows counted. The rows are seeded as the catalogue benchmark seeds them (categories, two tags
 * and a vendor each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@portal/api';
import { benchDatabaseKinds, openBenchDatabase } from './bench-database';
import type { BenchResult } from './bench-types';
import { seed } from './catalogue.bench';
import { sampleCpu } from './cpu-time';

const TARGET_FIRST_BYTE_S = 1;
const TARGET_TOTAL_S = 5;

/** Downloads `url`, timing the first byte of the body and the end; counts the lines. */
async function download(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`the export answered ${res.status}`);
  let firstByte = 0;
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  return { firstByteS: firstByte / 1000, totalS: (performance.now() - started) / 1000, lines, bytes };
}

export default async function exportBench(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) return [{ name: 'product export (needs the local PostgreSQL server)', figures: { skipped: 'no server' } }];
  const count = Number(process.env.BENCH_EXPORT_PRODUCTS ?? 20_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-export-'));
  const database = await openBenchDatabase('postgres');
  const app = await buildApp({ db: database.handle, logger: false, closeDatabase: false, config: { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', dataDir } });
  try {
    const { adminId, adminSessionId } = await seed(database.handle.db, count);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/products/export.csv`;
    const headers = { authorization: `Bearer ${app.jwt.sign({ sub: String(adminId), role: 'ADMIN', sid: adminSessionId })}` };
    await download(`${url}?search=Cedar%20Notebook%201`, headers);
    const before = sampleCpu(database.name ?? '');
    const run = await download(url, headers);
    const after = sampleCpu(database.name ?? '');
    const rows = run.lines - 1;
    // CPU time moves much less than wall time on a shared machine: what the export itself costs.
    const cpu: Record<string, number> = before && after ? { 'API CPU s': Number(((after.mainThreadMs - before.mainThreadMs) / 1000).toFixed(2)), 'PostgreSQL CPU s': Number(((after.postgresMs - before.postgresMs) / 1000).toFixed(2)) } : {};
    return [
      {
        name: `GET /products/export.csv as an admin (${count.toLocaleString('en-US')} products, PostgreSQL)`,
        figures: { 'first byte s': Number(run.firstByteS.toFixed(2)), 'total s': Number(run.totalS.toFixed(2)), rows, MB: Number((run.bytes / 1e6).toFixed(1)), ...cpu },
        target: `first byte < ${TARGET_FIRST_BYTE_S} s, all < ${TARGET_TOTAL_S} s, every product`,
        pass: run.firstByteS < TARGET_FIRST_BYTE_S && run.totalS < TARGET_TOTAL_S && rows === count,
      },
    ];
  } finally {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
