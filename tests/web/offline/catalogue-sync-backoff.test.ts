// A crowd of tablets asking for the catalogue at once is shed by the server (503 or 429 with
// Retry-After): the device asks again after the server's time, with a random share on top so the
// crowd comes back spread out, and gives up after a few refusals.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api/api-error';
import { backoffMs, createApiSyncTransport, SYNC_PAGE_ATTEMPTS } from '../../../web/src/features/catalogue/offline/sync-transport';
import { answer } from '../../fixtures/api-handlers';
import { page } from './fixtures';

/** What the fake server answers, in turn; the last one repeats. */
let answers: Array<() => Response | ReturnType<typeof page>> = [];
let asked = 0;
const server = setupServer(answer('GET /sync/catalogue', () => answers[Math.min(asked++, answers.length - 1)]!()));

const busy = (status: 503 | 429, retryAfter?: string) =>
  HttpResponse.json(
    { success: false, message: 'The server is busy. Please try again in 3 seconds.', code: status === 503 ? 'SERVER_BUSY' : 'TOO_MANY_REQUESTS', data: null },
    { status, headers: retryAfter ? { 'retry-after': retryAfter } : {} },
  );

let waits: number[] = [];
const transport = (random: () => number) =>
  createApiSyncTransport({
    sleep: async (ms) => void waits.push(ms),
    random,
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  answers = [];
  asked = 0;
  waits = [];
});
afterEach(() => server.resetHandlers());

describe('catalogue sync page requests', () => {
  it("ask again after the server's Retry-After, with a random share on top, and get the page", async () => {
    const done = page({ cursor: 9 });
    answers = [() => busy(503, '3'), () => busy(503, '3'), () => done];
    expect(await transport(() => 0.5).fetchPage(0, 100)).toEqual(done);
    expect(asked).toBe(3);
    // 3 s asked, plus half again; the floor (1 s, then 2 s) is below it.
    expect(waits).toEqual([4500, 4500]);
  });

  it('spread the crowd: every wait lies between the time asked and twice that', async () => {
    const draws = [0, 0.25, 0.999];
    for (const draw of draws) expect(backoffMs(0, 3, () => draw)).toBe(3000 * (1 + draw));
    const spread = new Set(Array.from({ length: 50 }, () => backoffMs(0, 3, Math.random)));
    expect(spread.size).toBeGreaterThan(40);
    for (const wait of spread) expect(wait >= 3000 && wait < 6000).toBe(true);
  });

  it('honour a 429 too, wait longer after each refusal, and give up with the refusal after a few attempts', async () => {
    answers = [() => busy(429, '1')];
    const failure = await transport(() => 0).fetchPage(0, 100).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(asked).toBe(SYNC_PAGE_ATTEMPTS);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it('fail at once on a refusal that gives no time to come back', async () => {
    answers = [() => busy(503)];
    await expect(transport(() => 0).fetchPage(0, 100)).rejects.toMatchObject({ status: 503, retryAfterSeconds: null });
    expect(asked).toBe(1);
    expect(waits).toEqual([]);
  });
});
