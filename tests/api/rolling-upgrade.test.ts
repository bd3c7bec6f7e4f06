/**
 * A rolling upgrade (README, "Upgrading without errors"; decision 027): two API instances behind
 * nginx over one PostgreSQL database take steady orders while each in turn is taken out of the
 * upstream, stopped, replaced by the next release (this build plus one expand-only migration, in a
 * copy of the sources) and put back. Tablets resend an order whose answer they did not get, with
 * the same Idempotency-Key, as the outbox does. Counted: 5xx answers, orders acknowledged but not
 * stored, orders stored twice; each answer that is not 201 is logged by phase, status and code. Needs nginx (.ci/run installs it) and PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resultRows } from '@portal/db';
import { DEMO_PASSWORD, seedDatabase } from '@portal/db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { freePort, NGINX, requireNginx } from '../fixtures/instances';

const ROOT = new URL('../..', import.meta.url).pathname;
/**
 * Steady orders: 5 a second by default, 50 as `pnpm test` runs it (scripts/test.mjs, last and
 * alone; ROLLING_ORDERS_PER_SECOND). Beside the other tests on a 2-core machine, 50 a second
 * starves PostgreSQL and the instances answer 503 for want of a connection, upgrade or not.
 */
const ORDERS_PER_SECOND = Number(process.env.ROLLING_ORDERS_PER_SECOND ?? 5);
/** The migration after the newest of this build's journal. */
const NEXT_MIGRATION = (() => {
  const journal = JSON.parse(readFileSync(join(ROOT, 'drizzle', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const newest = Number(journal.entries.at(-1)!.tag.slice(0, 4));
  return `${String(newest + 1).padStart(4, '0')}_rolling_upgrade_probe`;
})();

/** The next release: these sources plus one migration that only expands (a nullable column). */
function nextRelease(dir: string): string {
  const release = join(dir, 'release-next');
  mkdirSync(release);
  for (const part of ['api', 'contract', 'drizzle', 'package.json', 'tsconfig.base.json']) {
    cpSync(join(ROOT, part), join(release, part), { recursive: true, verbatimSymlinks: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(release, 'node_modules'));
  const migrations = join(release, 'drizzle', 'migrations');
  writeFileSync(join(migrations, `${NEXT_MIGRATION}.sql`), 'ALTER TABLE "orders" ADD COLUMN "upgrade_probe" text;\n');
  const journalFile = join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: Math.max(Date.now(), last.when + 1), tag: NEXT_MIGRATION, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return release;
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Instance {
  port: number;
  child: ChildProcess;
}

describe.runIf(databaseKinds().includes('postgres'))('a rolling upgrade of two instances behind nginx', () => {
  let database: TestDatabase | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'portal-rolling-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers no 5xx and loses or doubles no order under steady orders while each instance is replaced by the next release', async () => {
    requireNginx();
    database = await createTestDatabase('postgres');
    await seedDatabase(database.db, { products: 30, orders: 0 });
    const release = nextRelease(dir);

    const start = async (root: string, port: number): Promise<Instance> => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, `data-${port}`),
          DATABASE_URL: database!.url!,
          WEB_DIST: join(dir, 'no-web-app'),
          JWT_SECRET: 'rolling-upgrade-secret-long-enough-for-hs256-0123456789',
          TRUST_PROXY: '127.0.0.1',
          SEED_ON_EMPTY: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      return { port, child };
    };
    const health = async (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        async (r) => (r.ok ? ((await r.json()) as { data: { migration: string } }).data.migration : null),
        () => null,
      );
    const ready = async (instance: Instance, migration?: string) => {
      const deadline = Date.now() + 150_000;
      for (;;) {
        if (instance.child.exitCode !== null) throw new Error(`instance on ${instance.port} exited with ${instance.child.exitCode}`);
        const tag = await health(instance.port);
        if (tag && (!migration || tag === migration)) return tag;
        if (Date.now() > deadline) throw new Error(`instance on ${instance.port} not ready (migration ${tag})`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };

    const ports = [await freePort(), await freePort()];
    const instances = [await start(ROOT, ports[0]!), await start(ROOT, ports[1]!)];
    for (const instance of instances) await ready(instance);

    // nginx in front, as deploy/nginx.conf's upstream; `down` takes an instance out on reload.
    const proxyPort = await freePort();
    const config = join(dir, 'nginx.conf');
    const writeConfig = (down: number | null) =>
      writeFileSync(
        config,
        `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${ports.map((p) => `    server 127.0.0.1:${p}${p === down ? ' down' : ''};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
      );
    writeConfig(null);
    const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(nginx);
    const proxy = `http://127.0.0.1:${proxyPort}`;
    await (async () => {
      for (let i = 0; i < 100; i++) {
        if ((await health(proxyPort)) !== null) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('nginx did not answer');
    })();
    const workers = () => readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    /** nginx re-reads its config; done when its old workers have finished what they held and exited. */
    const reload = async (down: number | null) => {
      const before = workers();
      writeConfig(down);
      nginx.kill('SIGHUP');
      await until(() => {
        const now = workers();
        return now.length > 0 && before.every((pid) => !now.includes(pid));
      });
    };

    // Shoppers: the demo chapter account and its member, each ordering one product at a time.
    const tokens: string[] = [];
    for (const email of ['chapter@chapterportal.test', 'user@chapterportal.test']) {
      const res = await fetch(`${proxy}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
      tokens.push(((await res.json()) as { data: { accessToken: string } }).data.accessToken);
    }
    const [event] = resultRows<{ id: number }>(
      await database.db.execute(sql`select e.id from events e join users u on u.chapter_id = e.chapter_id where u.email = 'chapter@chapterportal.test' and e.is_active and e.end_date > now() order by e.id limit 1`),
    );
    const products = resultRows<{ id: number; pack: number; price: number; minimum: number }>(
      await database.db.execute(sql`select p.id, p.pack_size as pack, p.price, v.min_order_cents as minimum from products p join vendors v on v.id = p.vendor_id where p.is_active and v.is_active and p.price > 0 order by p.id limit 10`),
    );

    const counts = { sent: 0, acknowledged: 0, fiveHundreds: 0, networkErrors: 0, other: [] as string[], refusals: {} as Record<string, number> };
    let phase = 'steady';
    const acknowledged = new Set<string>();
    const placeOne = async (n: number) => {
      const p = products[n % products.length]!;
      const clientOrderId = randomUUID();
      const body = JSON.stringify({ clientOrderId, eventId: event!.id, paymentMethod: 'ACH', placedAt: new Date().toISOString(), items: [{ productId: p.id, quantity: Math.max(1, Math.ceil(p.minimum / (p.price * p.pack))) * p.pack }] });
      // As the outbox: the same key again until the server acknowledges.
      for (let attempt = 0; attempt < 20; attempt++) {
        counts.sent++;
        try {
          const res = await fetch(`${proxy}/api/v1/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % 2]}`, 'idempotency-key': clientOrderId }, body });
          const text = await res.text();
          if (res.status === 201) {
            counts.acknowledged++;
            acknowledged.add(clientOrderId);
            return;
          }
          const answer = ((): { code?: string } => {
            try {
              return JSON.parse(text) as { code?: string };
            } catch {
              return {};
            }
          })();
          const key = `${phase} ${res.status} ${answer.code ?? ''}`;
          counts.refusals[key] = (counts.refusals[key] ?? 0) + 1;
          if (res.status >= 500) counts.fiveHundreds++;
          else counts.other.push(String(res.status));
        } catch {
          counts.networkErrors++;
          counts.refusals[`${phase} network`] = (counts.refusals[`${phase} network`] ?? 0) + 1;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const inFlight: Promise<void>[] = [];
    let n = 0;
    const load = setInterval(() => inFlight.push(placeOne(n++)), 1000 / ORDERS_PER_SECOND);
    try {
      await until(() => counts.acknowledged >= ORDERS_PER_SECOND);
      for (const [i, port] of ports.entries()) {
        phase = `upgrading ${i}`;
        await reload(port);
        // Drained: nginx sends it nothing more, and SIGTERM lets it answer what it holds.
        const old = instances[i]!;
        old.child.kill('SIGTERM');
        await new Promise((r) => (old.child.exitCode !== null ? r(null) : old.child.once('exit', r)));
        instances[i] = await start(release, port);
        await ready(instances[i]!, NEXT_MIGRATION);
        await reload(null);
        phase = 'steady';
      }
      const upgraded = counts.acknowledged;
      await until(() => counts.acknowledged >= upgraded + ORDERS_PER_SECOND);
    } finally {
      clearInterval(load);
    }
    await Promise.all(inFlight);

    console.log(`rolling upgrade: ${n} orders, ${counts.sent} requests, ${JSON.stringify(counts)}`);
    // A request sent on a kept-alive connection just as nginx's reload closed it fails with no
    // answer; browsers resend such a request by themselves, and the outbox would too (same key).
    expect({ fiveHundreds: counts.fiveHundreds, other: counts.other }).toEqual({ fiveHundreds: 0, other: [] });
    expect(counts.acknowledged).toBe(n);
    const [stored] = resultRows<{ orders: number; distinct: number }>(
      await database.db.execute(sql`select count(*)::int as orders, count(distinct client_order_id)::int as distinct from orders`),
    );
    // Every acknowledged order stored, none twice.
    expect(stored).toEqual({ orders: acknowledged.size, distinct: acknowledged.size });
    expect(acknowledged.size).toBe(n);
    const [probe] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from information_schema.columns where table_name = 'orders' and column_name = 'upgrade_probe'`));
    expect(probe!.n).toBe(1);
  }, 420_000);
});
