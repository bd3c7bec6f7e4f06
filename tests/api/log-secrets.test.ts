/**
 * What the portal writes to its log, read from a real process's standard output (pino, as in
 * production) through a real flow: signing up, signing in (and failing to), refreshing the
 * session, signing out, asking
 * for a reset link, opening it, resetting the password, and an admin saving a vendor's bank
 * details. No password, token, bank detail or reset link may appear; request lines carry the
 * request id and, once signed in, the user id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schema } from '@portal/db';
import { processDatabase, type TestDatabase } from '../fixtures/db';
import { freePort } from '../fixtures/own-postgres';

const ROOT = new URL('../..', import.meta.url).pathname;

interface Portal {
  url: string;
  log: () => string;
  stop(): Promise<void>;
}

async function startPortal(dataDir: string, databaseUrl = ''): Promise<Portal> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_ON_EMPTY: 'true', SEED_PRODUCTS: '20', LOG_LEVEL: 'debug', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the portal did not answer:\n${output}`);
    const ok = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    log: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call(portal: Portal, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${portal.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: Record<string, string> } | null };
}

describe('the log', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-log-'));
  // On a database of its own on the PostgreSQL server when one answers (a copy of the migrated
  // template, decision 045), else in the embedded database under dataDir.
  let server: TestDatabase | undefined;
  afterAll(async () => {
    await server?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never holds a password, a token, bank details or a reset link, and names the request and the user', async () => {
    const secrets: Record<string, string> = { signUpPassword: 'SignUp-Passw0rd-58', demoPassword: 'Demo1234', wrongPassword: 'Wrong-Passw0rd-77', newPassword: 'Fresh-Passw0rd-91', bankAccount: '987654321012', routingNumber: '021000021' };
    let log = '';

    server = await processDatabase();
    const first = await startPortal(dataDir, server?.url);
    try {
      const chapter = { name: 'Log Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
      const signedUp = await call(first, 'POST', '/api/v1/auth/register', { email: 'log.flow@example.com', password: secrets.signUpPassword, firstName: 'Log', lastName: 'Flow', chapter });
      expect(signedUp.status).toBe(201);
      secrets.signUpAccessToken = signedUp.json!.data!.accessToken!;
      secrets.signUpRefreshToken = signedUp.json!.data!.refreshToken!;
      expect((await call(first, 'POST', '/api/v1/auth/logout', { refreshToken: secrets.signUpRefreshToken }, secrets.signUpAccessToken)).status).toBeLessThan(300);
      const admin = await call(first, 'POST', '/api/v1/auth/login', { email: 'admin@chapterportal.test', password: secrets.demoPassword });
      expect(admin.status).toBe(200);
      secrets.accessToken = admin.json!.data!.accessToken!;
      secrets.refreshToken = admin.json!.data!.refreshToken!;
      expect((await call(first, 'POST', '/api/v1/auth/login', { email: 'admin@chapterportal.test', password: secrets.wrongPassword })).status).toBe(401);
      const refreshed = await call(first, 'POST', '/api/v1/auth/refresh', { refreshToken: secrets.refreshToken });
      expect(refreshed.status).toBe(200);
      secrets.refreshedAccessToken = refreshed.json!.data!.accessToken!;
      secrets.refreshedRefreshToken = refreshed.json!.data!.refreshToken!;
      const vendor = await call(
        first,
        'POST',
        '/api/v1/vendors',
        { name: 'Log Test Supply', contactName: 'Ana Log', email: 'ana@logtest.test', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', bankAccount: secrets.bankAccount, routingNumber: secrets.routingNumber },
        secrets.refreshedAccessToken,
      );
      expect(vendor.status).toBe(201);
      expect((await call(first, 'POST', '/api/v1/auth/forgot-password', { email: 'user@chapterportal.test' })).status).toBe(200);
    } finally {
      await first.stop();
      log += first.log();
    }

    // The reset link as mailed (no SMTP: kept in mail_outbox), read while no portal holds the files.
    const database = server ?? (await openDatabase({ dataDir }));
    const [mail] = await database.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(1);
    if (!server) await database.close();
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    secrets.resetToken = new URL(link!).searchParams.get('token')!;

    const second = await startPortal(dataDir, server?.url);
    try {
      expect((await fetch(`${second.url}/reset-password?token=${encodeURIComponent(secrets.resetToken)}`)).status).toBeLessThan(500);
      expect((await call(second, 'POST', '/api/v1/auth/reset-password', { token: secrets.resetToken, password: secrets.newPassword })).status).toBe(200);
      expect((await call(second, 'POST', '/api/v1/auth/login', { email: 'user@chapterportal.test', password: secrets.newPassword })).status).toBe(200);
    } finally {
      await second.stop();
      log += second.log();
    }

    const found = Object.entries(secrets).filter(([, value]) => log.includes(value) || log.includes(encodeURIComponent(value)));
    expect(found.map(([name]) => name)).toEqual([]);
    expect(log).not.toMatch(/reset-password\?token=(?!\[redacted\])/);
    expect(log).toContain('/reset-password?token=[redacted]');

    const lines = log.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { reqId?: string; userId?: number; msg?: string; req?: { url?: string } });
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(5);
    expect(completed.every((l) => typeof l.reqId === 'string')).toBe(true);
    const vendorLine = lines.find((l) => l.req?.url === '/api/v1/vendors');
    const vendorDone = completed.find((l) => l.reqId === vendorLine?.reqId);
    expect(vendorDone?.userId).toEqual(expect.any(Number));
  });
});
