/**
 * The event-morning load, run in a worker thread: tablets that start evenly paced over the sync
 * window, each downloading the whole catalogue page after page, then fetching pictures as
 * "Download for offline" does (6 at a time) and polling the delta every 30 s; and orders arriving
 * open-loop at a steady rate with bursts. Order latencies count from when each order was due,
 * so a slow answer also counts against the orders queued behind it.
 *
 * workerData: { url, tokens, pages, pollPath, pollEtag, pictures, eventId, productIds, tablets,
 * seconds, syncWindowSeconds, picturesPerTablet, orderRate, burstRate, burstEverySeconds,
 * burstSeconds }. Posts { started: true } when the clock starts, then { kinds: { [kind]: { latenciesMs, errors, bytes } } }.
 */
'use strict';
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { parentPort, workerData } = require('node:worker_threads');
const { partOf, orderKind } = require('./burst-schedule.cjs');

const w = workerData;
const target = new URL(w.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const kinds = {};
const started = performance.now();
parentPort.postMessage({ started: true });
const endAt = started + w.seconds * 1000;
const record = (kind, ms, ok, bytes) => {
  const k = (kinds[kind] ??= { latenciesMs: [], errors: 0, bytes: 0 });
  k.latenciesMs.push(ms);
  if (!ok) k.errors++;
  k.bytes += bytes;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** also: a second kind the request is counted under too (an order in a burst, during the sync window or after it, or between bursts). */
function request(kind, method, path, headers, body, dueAt, also) {
  return new Promise((resolve) => {
    const from = dueAt ?? performance.now();
    const payload = body ? Buffer.from(body) : null;
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path, method, headers: { 'accept-encoding': 'br, gzip', ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          const ok = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304;
          const ms = performance.now() - from;
          record(kind, ms, ok, bytes);
          if (also) record(also, ms, ok, bytes);
          resolve(res.statusCode);
        });
      },
    );
    req.on('error', () => {
      const ms = performance.now() - from;
      record(kind, ms, false, 0);
      if (also) record(also, ms, false, 0);
      resolve(0);
    });
    req.end(payload ?? undefined);
  });
}

async function tablet(i) {
  await sleep(started + (i * w.syncWindowSeconds * 1000) / w.tablets - performance.now());
  const auth = { authorization: `Bearer ${w.tokens[i % w.tokens.length]}` };
  for (const path of w.pages) await request('sync page', 'GET', path, auth);
  const poll = (async () => {
    for (let at = performance.now() + 30_000; at < endAt; at += 30_000) {
      await sleep(at - performance.now());
      await request('delta poll', 'GET', w.pollPath, { ...auth, 'if-none-match': w.pollEtag });
    }
  })();
  const queue = w.pictures.slice((i * 7) % w.pictures.length).concat(w.pictures).slice(0, w.picturesPerTablet);
  const fetcher = async () => {
    for (let url = queue.shift(); url !== undefined && performance.now() < endAt; url = queue.shift()) await request('picture', 'GET', url, {});
  };
  await Promise.all(Array.from({ length: 6 }, fetcher));
  await poll;
}

async function orders() {
  const pending = [];
  let due = started;
  while (due < endAt) {
    const part = partOf((due - started) / 1000, w);
    const rate = part === 'between bursts' ? w.orderRate : w.burstRate;
    await sleep(due - performance.now());
    const key = randomUUID();
    const body = JSON.stringify({
      clientOrderId: key,
      eventId: w.eventId,
      paymentMethod: 'ACH',
      placedAt: new Date().toISOString(),
      items: [0, 1, 2].map((n) => ({ productId: w.productIds[(pending.length * 3 + n) % w.productIds.length], quantity: 1 + n })),
    });
    const token = w.tokens[pending.length % w.tokens.length];
    pending.push(request('order', 'POST', '/api/v1/orders', { authorization: `Bearer ${token}`, 'idempotency-key': key }, body, due, orderKind(part)));
    due += 1000 / rate;
  }
  await Promise.all(pending);
}

Promise.all([orders(), ...Array.from({ length: w.tablets }, (_, i) => tablet(i))]).then(() => {
  agent.destroy();
  parentPort.postMessage({ kinds, seconds: (performance.now() - started) / 1000 });
});
