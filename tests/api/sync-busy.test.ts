// More catalogue sync requests than the process serves at once (tablets starting together) are
// refused at once with 503 and Retry-After, beyond a short queue, instead of waiting to time out.
// The places are held by the test while the crowd arrives, so what is refused does not depend on
// how fast the machine builds a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPage } from '@portal/contract/sync';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { sample } from '../fixtures/metrics';
import { shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

const LIMIT = 2;
const QUEUE = 3;
const CROWD = 30;

describe.each(databaseKinds('both'))('GET /sync/catalogue from a crowd, on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;

  beforeAll(async () => {
    // The queue's wait is long here: the queued requests must outlast a busy machine's crowd.
    t = await createTestApp(kind, { syncConcurrency: LIMIT, syncQueue: QUEUE, syncQueueWaitMs: 60_000 });
    shopper = await createUser(t.app, 'CHAPTER');
    await shopScene(t.app, shopper, [1000, 2000, 3000]);
  });
  afterAll(async () => t?.close());

  const sync = (cursor: number) => t.app.inject({ method: 'GET', url: `/api/v1/sync/catalogue?cursor=${cursor}&limit=100`, headers: shopper.headers });
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('queues as many as it can hold and tells the rest at once when to come back', async () => {
    // Pages being built: every place is taken until `release`.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const builds = Array.from({ length: LIMIT }, () => t.app.syncGate.run(() => held));
    expect(t.app.syncGate.running).toBe(LIMIT);

    const answers = Array.from({ length: CROWD }, (_, i) => {
      const answer = { done: false, res: sync(i) };
      void answer.res.then(() => (answer.done = true));
      return answer;
    });
    // The queue fills and everyone else is answered while the places are still held.
    await expect.poll(() => answers.filter((a) => a.done).length, { timeout: 30_000, interval: 20 }).toBe(CROWD - QUEUE);
    const early = await Promise.all(answers.filter((a) => a.done).map((a) => a.res));
    for (const res of early) {
      expect(res.statusCode).toBe(503);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVER_BUSY', data: { retryAfterSeconds: wait } });
      expect(res.json().message).toContain(`${wait} second`);
    }
    const busy = await metrics();
    expect(sample(busy, 'portal_sync_pages_running')).toBe(LIMIT);
    expect(sample(busy, 'portal_sync_pages_queued')).toBe(QUEUE);
    expect(sample(busy, 'portal_sync_pages_refused_total')).toBe(CROWD - QUEUE);

    // The places free: the queued requests are served, in turn.
    release();
    await Promise.all(builds);
    const queued = await Promise.all(answers.filter((a) => !a.done).map((a) => a.res));
    expect(queued).toHaveLength(QUEUE);
    for (const res of queued) {
      expect(res.statusCode).toBe(200);
      expect((res.json().data as SyncPage).cursor).toBeGreaterThanOrEqual(0);
    }
    const after = await metrics();
    expect(sample(after, 'portal_sync_pages_running')).toBe(0);
    expect(sample(after, 'portal_sync_pages_queued')).toBe(0);
    expect(sample(after, 'portal_sync_pages_served_total{answer="page"}')).toBe(QUEUE);
  });

  it('serves a tablet that comes back once the crowd is gone', async () => {
    const res = await sync(0);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as SyncPage).changes.products).toHaveLength(3);
  });
});
