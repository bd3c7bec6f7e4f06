/**
 * Three API processes over one PostgreSQL database behind nginx: nothing one instance knows is
 * missing on another. Needs nginx (/usr/sbin/nginx; .ci/run installs it) and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPage } from '@portal/contract/sync';
import { resultRows } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { requireNginx, startInstances, type Instances } from '../fixtures/instances';

interface Answer {
  status: number;
  body: { success: boolean; message: string; data: unknown };
}

async function call(base: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const signIn = async (base: string, email: string) => {
  const res = await call(base, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return (res.body.data as { accessToken: string }).accessToken;
};

describe.runIf(databaseKinds().includes('postgres'))('three API instances behind nginx over one PostgreSQL', () => {
  let database: TestDatabase;
  let instances: Instances;

  beforeAll(async () => {
    requireNginx();
    // Empty and not migrated: the three instances start together, migrate it under the
    // migrations' advisory lock, and one of them seeds it under the seed's.
    database = await createTestDatabase('postgres', { migrate: false });
    instances = await startInstances({ databaseUrl: database.url!, count: 3, env: { SEED_ON_EMPTY: 'true', SEED_PRODUCTS: '30' } });
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.dispose();
  });

  it('seeds the empty database once although all three started together on it', async () => {
    const [row] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where email = 'user@chapterportal.test'`));
    expect(row!.n).toBe(1);
  });

  it('refuses on every instance at once a session signed out on one', async () => {
    const [a, b, c] = instances.direct as [string, string, string];
    const token = await signIn(a, 'user@chapterportal.test');
    for (const base of [a, b, c]) expect((await call(base, 'GET', '/users/profile', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/auth/logout', { token })).status).toBe(200);
    for (const base of [b, c, instances.url]) expect((await call(base, 'GET', '/users/profile', { token })).status).toBe(401);
  });

  it('counts failed sign-ins across instances', async () => {
    const statuses: number[] = [];
    // Round the three instances, ten guesses at most: counted per instance, none would see the five
    // free failures, so any 429 shows the count is shared.
    for (let i = 0; i < 10 && !statuses.includes(429); i++) {
      const base = instances.direct[i % 3]!;
      statuses.push((await call(base, 'POST', '/auth/login', { body: { email: 'chapter@chapterportal.test', password: 'Wrong-1234' } })).status);
    }
    // Five free failures and a sixth taken with a delay, whichever instances they reached; the next
    // guess meets the delay, unless the machine took longer than the delay (1 s) to answer the sixth:
    // the delay doubles with each failure, so a later guess meets it then.
    expect(statuses.slice(0, 6), statuses.join(' ')).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.at(-1), statuses.join(' ')).toBe(429);
  });

  it('delays 30 wrong passwords for one account through nginx, whatever address each claims in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 1; i <= 30; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await call(instances.url, 'POST', '/auth/login', { body: { email: 'super@chapterportal.test', password: 'Wrong-1234' }, headers })).status);
    }
    const seconds = (Date.now() - started) / 1000;
    // Five free failures and a sixth taken with a delay: nginx wrote the address it saw, and only it is believed.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.every((s) => s === 401 || s === 429), statuses.join(' ')).toBe(true);
    // A delay (1 s, doubling) that runs out lets one more guess through: over the loop's time at most
    // log2(seconds + 1) + 1 more, where each forged address believed would have made all 30 guesses.
    const guesses = statuses.filter((s) => s === 401).length;
    expect(guesses, statuses.join(' ')).toBeLessThanOrEqual(6 + Math.floor(Math.log2(seconds + 1)) + 1);
  });

  it('limits registrations through nginx by the address nginx saw, not the one the client claims', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const body = {
        email: `forged-${i}@example.com`,
        password: 'Passw0rdOk',
        firstName: 'Ada',
        lastName: 'Lovelace',
        chapter: { name: `Forged Chapter ${i}`, address: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0100', taxId: '12-3456789' },
      };
      statuses.push((await call(instances.url, 'POST', '/auth/register', { body, headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    }
    // Ten free registrations per address, an eleventh taken with a delay, then 429.
    expect(statuses.slice(0, 11).every((s) => s === 201), statuses.join(' ')).toBe(true);
    expect(statuses[11]).toBe(429);
  });

  it('serves a picture uploaded through one instance from the others', async () => {
    const [a, b, c] = instances.direct as [string, string, string];
    const token = await signIn(a, 'admin@chapterportal.test');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a6' } }).png().toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shared.png');
    const uploaded = await fetch(`${a}/api/v1/products/1/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [image] = ((await uploaded.json()) as { data: { images: Array<{ url: string; fullUrl: string }> } }).data.images;
    for (const base of [b, c]) {
      for (const url of [image!.url, image!.fullUrl]) {
        const res = await fetch(`${base}${url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    }
    // Its answer lets a shared cache keep it: nginx, set as tests/fixtures/instances.ts shows, serves it again itself.
    const first = await fetch(`${instances.url}${image!.url}`);
    const again = await fetch(`${instances.url}${image!.url}`);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  /** Demo products an order of two packs of each may hold: those of a vendor with no minimum. */
  const orderable = (page: SyncPage) => {
    const free = new Set(page.changes.vendors.filter((v) => !v.minOrderCents).map((v) => v.id));
    return page.changes.products.filter((p) => free.has(p.vendorId));
  };

  it('makes one order of 50 parallel replays spread over the instances by nginx', async () => {
    const token = await signIn(instances.url, 'user@chapterportal.test');
    const page = (await call(instances.url, 'GET', '/sync/catalogue?limit=5000', { token })).body.data as SyncPage;
    const event = page.changes.events.find((e) => e.isActive && new Date(e.endDate) > new Date())!;
    const clientOrderId = randomUUID();
    const body = {
      clientOrderId,
      eventId: event.id,
      paymentMethod: 'ACH',
      placedAt: new Date().toISOString(),
      items: orderable(page).slice(0, 2).map((p) => ({ productId: p.id, quantity: 2 * (p.packSize ?? 1) })),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(instances.url, 'POST', '/orders', { token, body, headers: { 'idempotency-key': clientOrderId } })),
    );
    const placed = answers.filter((r) => r.status === 200 || r.status === 201);
    // A replay arriving while the first is still being placed may be told to retry (409).
    expect(answers.every((r) => [200, 201, 409].includes(r.status)), JSON.stringify(answers.map((r) => r.status))).toBe(true);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed.map((r) => (r.body.data as { id: number }).id)).size).toBe(1);
    const [stored] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from orders where client_order_id = ${clientOrderId}`));
    expect(stored!.n).toBe(1);
  });
});
