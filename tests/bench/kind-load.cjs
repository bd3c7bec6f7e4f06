/**
 * One kind of event-morning request alone, open-loop at a fixed rate, run in a worker thread: the
 * capacity model's phases (event-morning.bench.ts), each measuring what one kind of request costs
 * the API and PostgreSQL. Requests are due every 1/rate seconds whatever the answers do, and each
 * latency counts from when its request was due (as in paced-load.cjs).
 *
 * workerData: { url, rate, seconds, requests: [{ method, path, headers }], order?: { tokens,
 * eventId, productIds } }. The requests are sent in turn, round and round; with `order`, each
 * request is a new order (its own key) for three products of the list. Posts back
 * { answered, errors, latenciesMs, seconds }.
 */
'use strict';
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { parentPort, workerData } = require('node:worker_threads');

const w = workerData;
const target = new URL(w.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const total = Math.max(1, Math.round(w.rate * w.seconds));
const latencies = [];
let sent = 0;
let answered = 0;
let errors = 0;
const started = performance.now();

function build(index) {
  if (!w.order) return { ...w.requests[index % w.requests.length], body: null };
  const key = randomUUID();
  const { tokens, eventId, productIds } = w.order;
  const body = JSON.stringify({
    clientOrderId: key,
    eventId,
    paymentMethod: 'ACH',
    placedAt: new Date().toISOString(),
    items: [0, 1, 2].map((n) => ({ productId: productIds[(index * 3 + n) % productIds.length], quantity: 1 + n })),
  });
  return { method: 'POST', path: '/api/v1/orders', headers: { authorization: `Bearer ${tokens[index % tokens.length]}`, 'idempotency-key': key, 'content-type': 'application/json' }, body };
}

function send(index, dueAt) {
  const { method, path, headers, body } = build(index);
  const payload = body ? Buffer.from(body) : null;
  const req = http.request(
    { agent, host: target.hostname, port: target.port, path, method, headers: { 'accept-encoding': 'br, gzip', ...headers, ...(payload ? { 'content-length': payload.length } : {}) } },
    (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - dueAt);
        if (!((res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304)) errors++;
        done();
      });
    },
  );
  req.on('error', () => {
    latencies.push(performance.now() - dueAt);
    errors++;
    done();
  });
  req.end(payload ?? undefined);
}

function done() {
  answered++;
  if (answered === total) {
    agent.destroy();
    parentPort.postMessage({ answered, errors, latenciesMs: latencies, seconds: (performance.now() - started) / 1000 });
  }
}

// Every millisecond, send every request whose due time has come.
const timer = setInterval(() => {
  const now = performance.now();
  while (sent < total && started + (sent * 1000) / w.rate <= now) {
    send(sent, started + (sent * 1000) / w.rate);
    sent++;
  }
  if (sent === total) clearInterval(timer);
}, 1);
