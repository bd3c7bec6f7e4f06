/**
 * pnpm db:seed [--products N] [--orders N] [--reset]
 * Migrates the configured database (DATABASE_URL, or PGlite under DATA_DIR), then fills it with
 * demo data, pictures included (stored in the database). A database that already holds data is left
 * alone unless --reset is given, which empties every table first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { resolveDatabaseOptions } from '../config';
import { DEFAULT_SEED_ORDERS, DEFAULT_SEED_PRODUCTS, isDatabaseEmpty, seedDatabase } from './index';

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) {
    console.error(`${flag} must be a whole number, got '${value}'`);
    process.exit(2);
  }
  return Number(value);
}

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    orders: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const products = count(values.products, DEFAULT_SEED_PRODUCTS, '--products');
const orders = count(values.orders, DEFAULT_SEED_ORDERS, '--orders');

const options = resolveDatabaseOptions();
const handle = await openDatabase(options);
try {
  const tag = await handle.migrate();
  if (!values.reset && !(await isDatabaseEmpty(handle.db))) {
    console.error(`the ${handle.kind} database already holds data; run again with --reset to replace it with demo data`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const summary = await seedDatabase(handle.db, {
      products,
      orders,
      reset: values.reset,
      onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded ${handle.kind} database (${tag}) in ${seconds} s`);
    console.table(summary);
  }
} finally {
  await handle.close();
}
