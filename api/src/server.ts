/**
 * Starts the portal on one port: migrates the database, seeds it with demo data when empty,
 * serves the API under /api/v1 and the built web app (web/dist) for every other path.
 * SIGTERM and SIGINT close the server and the database, then exit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@portal/db';
import { isDatabaseEmpty, seedDatabase } from '@portal/db/seed';
import { buildApp } from './app';
import { loadConfig } from './config';
import { unsafeProductionSettings } from './production-settings';

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

if (process.env.NODE_ENV === 'production') {
  const problems = unsafeProductionSettings(process.env);
  for (const problem of problems) console.error(`Not starting: ${problem}`);
  if (problems.length > 0) process.exit(1);
}

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
if (!process.env.JWT_SECRET) config.jwtSecret = persistentSecret(config.dataDir);

const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs, maxConnections: config.databasePoolSize } : { dataDir: config.dataDir },
);
const migration = await handle.migrate();
if (config.seedOnEmpty && (await isDatabaseEmpty(handle.db))) {
  const started = Date.now();
  const products = process.env.SEED_PRODUCTS ? Number(process.env.SEED_PRODUCTS) : undefined;
  // Instances starting together on an empty database: the first seeds it, the others find it seeded.
  const summary = await seedDatabase(handle.db, { onlyIfEmpty: true, ...(products ? { products } : {}) });
  if (summary) console.log(`seeded demo data in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
}

const webDist = resolve(config.webDist ?? join(import.meta.dirname, '..', '..', 'web', 'dist'));
const app = await buildApp({ db: handle, config, webDist });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
}
// A promise nobody awaited that rejects (a driver's internal query, a timer's work) must not
// take every request down with it: it is logged, and the server goes on answering.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Chapter Portal on http://localhost:${config.port} (${handle.kind}, ${migration})`);
