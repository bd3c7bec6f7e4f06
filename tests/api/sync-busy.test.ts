// More catalogue sync requests than the process serves at once (tablets starting together) are
// refused at once with 503 and Retry-After, beyond a short queue, instead of waiting to time out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPage } from '@portal/contract/sync';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

const LIMIT = 2;
const QUEUE = 3;
const CROWD = 30;

describe.each(databaseKinds('both'))('GET /sync/catalogue from a crowd, on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { syncConcurrency: LIMIT, syncQueue: QUEUE });
    shopper = await createUser(t.app, 'CHAPTER');
    await shopScene(t.app, shopper, [1000, 2000, 3000]);
  });
  afterAll(async () => t?.close());

  const sync = (cursor: number) => t.app.inject({ method: 'GET', url: `/api/v1/sync/catalogue?cursor=${cursor}&limit=100`, headers: shopper.headers });

  it('serves as many as it can hold and tells the rest at once when to come back', async () => {
    const answers = await Promise.all(
      Array.from({ length: CROWD }, async (_, i) => {
        const started = performance.now();
        // Different cursors: no two requests share one page build.
        const res = await sync(i);
        return { res, ended: performance.now(), ms: performance.now() - started };
      }),
    );
    const served = answers.filter((a) => a.res.statusCode === 200);
    const shed = answers.filter((a) => a.res.statusCode !== 200);
    // The ones running and the ones queued behind them are served (a few more when some finish
    // before the last ones arrive); the others are refused.
    expect(served.length).toBeGreaterThanOrEqual(LIMIT);
    expect(shed.length).toBeGreaterThanOrEqual(CROWD / 2);
    for (const { res } of shed) {
      expect(res.statusCode).toBe(503);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVER_BUSY', data: { retryAfterSeconds: wait } });
      expect(res.json().message).toContain(`${wait} second`);
    }
    // Refused at once, not after a wait in line: before the line was through.
    const lastServed = Math.max(...served.map((a) => a.ended));
    expect(shed.every((a) => a.ended < lastServed)).toBe(true);
    for (const { res } of served) expect((res.json().data as SyncPage).cursor).toBeGreaterThanOrEqual(0);
  });

  it('serves a tablet that comes back once the crowd is gone', async () => {
    const res = await sync(0);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as SyncPage).changes.products).toHaveLength(3);
  });
});
