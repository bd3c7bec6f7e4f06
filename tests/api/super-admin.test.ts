/**
 * The first super admin of a portal started without demo data, made from the server's shell
 * (pnpm admin:create): checked like a registration, never a second account of one email, an
 * existing account promoted only when asked, and the account signs in to the back office.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from '@portal/api/cli/super-admin';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds, processDatabase, type TestDatabase } from '../fixtures/db';

const signIn = (t: TestApp, email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('createSuperAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('creates an active SUPER_ADMIN who signs in, and refuses a second account of the same email in any case', async () => {
    const made = await createSuperAdmin(t.app.db, { email: 'Owner@Chapter.example', firstName: 'Ada', lastName: 'Lovelace', password: 'Owner2026pass' });
    expect(made).toMatchObject({ outcome: 'created' });
    const res = await signIn(t, 'owner@chapter.example', 'Owner2026pass');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'SUPER_ADMIN', email: 'owner@chapter.example' });
    expect(await createSuperAdmin(t.app.db, { email: 'OWNER@chapter.example', firstName: 'Eve', lastName: 'Other', password: 'Other2026pass' })).toEqual({ outcome: 'exists' });
    expect((await signIn(t, 'owner@chapter.example', 'Other2026pass')).statusCode).toBe(401);
  });

  it('with reset, makes an existing account an active SUPER_ADMIN with the new password', async () => {
    await createSuperAdmin(t.app.db, { email: 'member@chapter.example', firstName: 'Bo', lastName: 'Member', password: 'Member2026pass' });
    await t.app.db.execute(`update users set role = 'USER', is_active = false where email = 'member@chapter.example'` as never);
    const res = await createSuperAdmin(t.app.db, { email: 'member@chapter.example', firstName: 'Bo', lastName: 'Member', password: 'Fresh2026pass', reset: true });
    expect(res).toMatchObject({ outcome: 'updated' });
    const signedIn = await signIn(t, 'member@chapter.example', 'Fresh2026pass');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role).toBe('SUPER_ADMIN');
  });

  it('changes nothing on a weak password or a bad email, naming each field and rule', async () => {
    const res = await createSuperAdmin(t.app.db, { email: 'not-an-email', firstName: ' ', lastName: 'X', password: 'short' });
    expect(res.outcome).toBe('invalid');
    const problems = res.outcome === 'invalid' ? res.problems.join('\n') : '';
    expect(problems).toMatch(/^email: /m);
    expect(problems).toMatch(/^firstName: First name is required/m);
    expect(problems).toMatch(/^password: /m);
  });
});

describe('pnpm admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-cli-'));
  // An empty, unmigrated database: on the PostgreSQL server when one answers, else the embedded
  // one under dataDir (each run then starts a process that migrates it: minutes on a busy machine).
  const kind = databaseKinds()[0]!;
  let server: TestDatabase | undefined;
  beforeAll(async () => {
    server = await processDatabase({ migrate: false });
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (args: string[], stdin: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn('pnpm', ['--silent', 'admin:create', ...args], { cwd: new URL('../..', import.meta.url).pathname, env: { ...process.env, DATABASE_URL: server?.url ?? '', DATA_DIR: dataDir } });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code, out }));
      child.stdin.end(stdin);
    });

  it(`migrates an empty database (${kind}), creates the account from a password on standard input, and refuses it twice`, async () => {
    const args = ['--email', 'owner@chapter.example', '--first', 'Ada', '--last', 'Lovelace'];
    const first = await run(args, 'Owner2026pass\n');
    expect(first.out).toContain('Created super admin owner@chapter.example');
    expect(first.code).toBe(0);
    const again = await run(args, 'Owner2026pass\n');
    expect(again.code).toBe(1);
    expect(again.out).toContain('exists already; nothing was changed');
    const weak = await run(['--email', 'second@chapter.example', '--first', 'B', '--last', 'C'], 'weak\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('password:');
    expect((await run([], '')).code).toBe(2);
  }, 600_000);
});
