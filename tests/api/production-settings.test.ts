import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsafeProductionSettings } from '@portal/api/production-settings';
import { processDatabase } from '../fixtures/db';
import { freePort } from '../fixtures/own-postgres';

const ROOT = new URL('../..', import.meta.url).pathname;
const SAFE = { JWT_SECRET: 'a'.repeat(64), PUBLIC_URL: 'https://portal.example.org', SEED_ON_EMPTY: 'false' };

/** Starts server.ts with this environment; answers how it ended, or 'serving' once it answered health. */
async function start(env: Record<string, string | undefined>): Promise<{ outcome: 'exited' | 'serving'; code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-prod-'));
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'SEED_ON_EMPTY', 'NODE_ENV']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], { cwd: ROOT, env: { ...base, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (;;) {
      const done = await Promise.race([exited.then((code) => ({ code })), new Promise<null>((r) => setTimeout(() => r(null), 250))]);
      if (done) return { outcome: 'exited', code: done.code, stderr };
      if (await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false)) {
        child.kill('SIGTERM');
        await exited;
        return { outcome: 'serving', code: null, stderr };
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a production start (NODE_ENV=production)', () => {
  it('names each unsafe setting in one line', () => {
    expect(unsafeProductionSettings({})).toEqual([
      expect.stringMatching(/^JWT_SECRET is not set: /),
      expect.stringMatching(/^PUBLIC_URL is not set: /),
      expect.stringMatching(/^SEED_ON_EMPTY is not set: /),
    ]);
    expect(unsafeProductionSettings({ ...SAFE, JWT_SECRET: 'x'.repeat(31) })).toEqual([expect.stringMatching(/^JWT_SECRET is 31 bytes long: it must be at least 32/)]);
    // Bytes, not characters: 16 two-byte letters make 32 bytes.
    expect(unsafeProductionSettings({ ...SAFE, JWT_SECRET: 'é'.repeat(16) })).toEqual([]);
    expect(unsafeProductionSettings({ ...SAFE, PUBLIC_URL: 'http://192.168.1.20:3000' })).toEqual([expect.stringMatching(/^PUBLIC_URL must be an https:\/\/ address \(got 'http:\/\/192\.168\.1\.20:3000'\)/)]);
    expect(unsafeProductionSettings({ ...SAFE, SEED_ON_EMPTY: 'yes' })).toEqual([`SEED_ON_EMPTY must be true or false (got 'yes')`]);
    expect(unsafeProductionSettings({ ...SAFE, SEED_ON_EMPTY: 'true' })).toEqual([]);
    expect(unsafeProductionSettings(SAFE)).toEqual([]);
  });

  it('refuses to start with the development defaults, one line each, and exit code 1', async () => {
    const run = await start({ NODE_ENV: 'production', JWT_SECRET: 'short', PUBLIC_URL: 'http://portal.example.org' });
    expect(run.outcome).toBe('exited');
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Not starting: JWT_SECRET is 5 bytes long/),
      expect.stringMatching(/^Not starting: PUBLIC_URL must be an https:\/\/ address/),
      expect.stringMatching(/^Not starting: SEED_ON_EMPTY is not set/),
    ]);
  });

  // Development (no NODE_ENV, none of these set) is what every browser test's portal runs on.
  it('starts with safe settings', async () => {
    // On a database of its own on the PostgreSQL server, as production runs, when one answers
    // (else the embedded one, which the new process migrates first: a minute on a busy machine).
    const server = await processDatabase();
    try {
      expect((await start({ NODE_ENV: 'production', ...SAFE, DATABASE_URL: server?.url ?? '' })).outcome).toBe('serving');
    } finally {
      await server?.dispose();
    }
  });
});
