/**
 * Seeds 20,000 products (BENCH_SEED_PRODUCTS to change) into a fresh on-disk PGlite database in
 * a temp folder, as `pnpm db:seed --products 20000` would, and times the seed alone (not the
 * migration). Goal: under a minute.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@portal/db';
import { seedDatabase } from '@portal/db/seed';
import type { BenchResult } from './bench-types';

const TARGET_SECONDS = 60;

export default async function seedBench(): Promise<BenchResult[]> {
  const products = Number(process.env.BENCH_SEED_PRODUCTS ?? 20_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-seed-'));
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const started = performance.now();
    const steps: Record<string, number> = {};
    const summary = await seedDatabase(handle.db, {
      products,
      onStep: (step, ms) => (steps[`${step} s`] = Number((ms / 1000).toFixed(1))),
    });
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        name: `seed ${products.toLocaleString('en-US')} products (PGlite, on disk)`,
        figures: {
          seconds: Number(seconds.toFixed(1)),
          'products/s': Math.round(products / seconds),
          ...steps,
          orders: summary.orders ?? 0,
          'image rows': summary.productImages ?? 0,
        },
        target: `< ${TARGET_SECONDS} s`,
        pass: seconds < TARGET_SECONDS,
      },
    ];
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
