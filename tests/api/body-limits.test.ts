/**
 * Bodies that cannot stall the process (decision 019): each route reads only as many bytes as its
 * largest legal body, and JSON nested deeper than JSON_MAX_DEPTH is refused before JSON.parse, so
 * a megabyte of '[' costs milliseconds, not the ~0.9 s of event loop it took to parse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, largestLegalOrderBytes, ORDER_BODY_LIMIT, SMALL_BODY_LIMIT } from '@portal/api/lib/body-limits';
import { JSON_MAX_DEPTH, jsonTooDeepMessage, nestsDeeperThan } from '@portal/api/lib/json-depth';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createUser, type TestUser } from '../fixtures/users';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** The probe's body: a megabyte of '[' then as many ']'. */
const MEGABYTE_OF_BRACKETS = nested(500_000);
const MEGABYTE_OF_BRACKETS_BYTES = Buffer.from(MEGABYTE_OF_BRACKETS);

/**
 * What `work` cost: the CPU time the process spent (every thread; a busy machine that leaves the
 * process waiting does not count) and the longest the event loop went without running a 5 ms
 * timer, which every other request (a load balancer's health check among them) waited on top of
 * its own time.
 */
async function cost<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    const used = process.cpuUsage(cpu);
    stallMs = Math.max(stallMs, performance.now() - last);
    return { result, cpuMs: (used.user + used.system) / 1000, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(20), 20)).toBe(false);
    expect(nestsDeeperThan(nested(21), 20)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{{ \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([['x"]]]]'], [['"[[[[[']]]), 3)).toBe(false);
  });

  it('answers for a megabyte of brackets within milliseconds, stopping at the first level too deep', () => {
    const started = performance.now();
    expect(nestsDeeperThan(MEGABYTE_OF_BRACKETS, JSON_MAX_DEPTH)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('request bodies', () => {
  let t: TestApp;
  let superAdmin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    [superAdmin, shopper] = await Promise.all([createUser(t.app, 'SUPER_ADMIN'), createUser(t.app, 'CHAPTER')]);
  });
  afterAll(async () => t?.close());

  const send = (url: string, payload: string | Buffer, headers: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuses eight concurrent megabytes of nested brackets to POST /auth/login at once, while /health keeps answering', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const { result, cpuMs, stallMs } = await cost(async () => {
      const health: number[] = [];
      const probe = (async () => {
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
          health.push(performance.now() - started);
        }
      })();
      const answers = await Promise.all(Array.from({ length: 8 }, () => send('/auth/login', MEGABYTE_OF_BRACKETS_BYTES)));
      await probe;
      return { answers, health };
    });
    for (const res of result.answers) {
      expect(res.statusCode).toBe(413);
      // One code for every size refusal, with the route's limit as its figure (decision 040); the English stays for API clients.
      expect(res.json()).toMatchObject({ success: false, message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE', data: { maxBytes: SMALL_BODY_LIMIT } });
    }
    // Parsing one such body took ~0.9 s of event loop on a quiet machine: every other request waited that long.
    // Measured in CPU time, which a loaded machine does not stretch: about 30 ms here for all eight.
    const health = result.health.map((ms) => Math.round(ms)).join(', ');
    expect(cpuMs, `${Math.round(cpuMs)} ms of CPU, event loop stalled ${Math.round(stallMs)} ms at most, /health took ${health} ms`).toBeLessThan(8 * 50);
  });

  it('refuses a megabyte of nested brackets on a route that takes a megabyte with 400 naming the rule, within milliseconds of event loop', async () => {
    const auth = { authorization: `Bearer ${superAdmin.token}` };
    const { result: answers, cpuMs, stallMs } = await cost(() => Promise.all(Array.from({ length: 4 }, () => send('/settings', MEGABYTE_OF_BRACKETS_BYTES, auth, 'PUT'))));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: jsonTooDeepMessage(), code: 'JSON_TOO_DEEP', errors: { body: jsonTooDeepMessage() } });
    }
    expect(cpuMs, `${Math.round(cpuMs)} ms of CPU, event loop stalled ${Math.round(stallMs)} ms at most`).toBeLessThan(4 * 50);
  });

  it(`refuses JSON nested ${JSON_MAX_DEPTH + 1} levels deep and lets ${JSON_MAX_DEPTH} through to the route's own checks`, async () => {
    const deep = await send('/auth/login', `{"email":${nested(JSON_MAX_DEPTH)},"password":"x"}`);
    expect(deep.json()).toMatchObject({ code: 'JSON_TOO_DEEP', message: `The request body nests arrays and objects more than ${JSON_MAX_DEPTH} levels deep` });
    const deepest = await send('/auth/login', `{"email":${nested(JSON_MAX_DEPTH - 1)},"password":"x"}`);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().code).toBe('VALIDATION_FAILED');
    const bracketsInText = await send('/auth/login', JSON.stringify({ email: '['.repeat(100), password: 'x' }));
    expect(bracketsInText.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps refusing what the JSON parser refused before: empty bodies, bad JSON, __proto__ keys', async () => {
    expect((await send('/auth/login', '')).json()).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
    expect((await send('/auth/login', '{"email":')).json()).toMatchObject({ message: 'The request body is not valid JSON' });
    const poisoned = await send('/auth/login', '{"email":"a@b.co","password":"x","__proto__":{"role":"SUPER_ADMIN"}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it.each([
    ['/auth/login', SMALL_BODY_LIMIT],
    ['/auth/refresh', SMALL_BODY_LIMIT],
    ['/auth/forgot-password', SMALL_BODY_LIMIT],
    ['/auth/reset-password', SMALL_BODY_LIMIT],
    ['/auth/register', FORM_BODY_LIMIT],
    ['/orders', ORDER_BODY_LIMIT],
  ])('reads at most its limit on POST %s (%i bytes): one byte more is 413', async (url, limit) => {
    const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;
    const auth: Record<string, string> = url === '/orders' ? { authorization: `Bearer ${shopper.token}` } : {};
    expect(padded(limit).length).toBe(limit);
    expect((await send(url, padded(limit + 1), auth)).statusCode).toBe(413);
    expect((await send(url, padded(limit), auth)).statusCode).toBe(400);
  });

  it('sizes the order limit so the largest legal order, pretty-printed in three-byte characters, fits', () => {
    expect(ORDER_BODY_LIMIT).toBeGreaterThanOrEqual(largestLegalOrderBytes());
    expect(ORDER_BODY_LIMIT).toBeLessThanOrEqual(64 * 1024);
  });
});
