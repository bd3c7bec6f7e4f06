/**
 * autocannon setupRequest for the orders benchmark, loaded by autocannon's worker thread (so the
 * load generator does not share the server's event loop). It reads its scene from environment
 * variables the benchmark sets before starting the load:
 * - ORDERS_BENCH_SCENE: JSON { eventId, productIds, placedAt }: every request is a new order
 *   with a fresh Idempotency-Key, built by orderBody() so the benchmark can rebuild it from the key.
 * - ORDERS_BENCH_REPLAY: a file of JSON [key, ...] to resend round-robin instead (replay storm).
 */
'use strict';
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');

const scene = JSON.parse(process.env.ORDERS_BENCH_SCENE || '{}');
const replayFile = process.env.ORDERS_BENCH_REPLAY;
const replayKeys = replayFile ? JSON.parse(readFileSync(replayFile, 'utf8')) : null;
let next = 0;

function orderBody(key) {
  return JSON.stringify({
    clientOrderId: key,
    eventId: scene.eventId,
    paymentMethod: 'ACH',
    placedAt: scene.placedAt,
    items: scene.productIds.map((productId, i) => ({ productId, quantity: i + 1 })),
  });
}

function setupRequest(request) {
  const key = replayKeys ? replayKeys[next++ % replayKeys.length] : randomUUID();
  return { ...request, method: 'POST', body: orderBody(key), headers: { ...request.headers, 'idempotency-key': key } };
}

module.exports = setupRequest;
module.exports.orderBody = orderBody;
