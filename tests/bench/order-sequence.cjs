/**
 * The client of order-cost.bench.ts, run as a process of its own so that none of its work counts
 * in the server's CPU: sends ORDER_COST_COUNT orders one after another over one kept-alive
 * connection (each waits for the answer before the next goes), then prints the answers' statuses
 * as JSON. Bodies are those of order-request.cjs (its ORDERS_BENCH_SCENE), each with a fresh key.
 */
'use strict';
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { orderBody } = require('./order-request.cjs');

const url = new URL(process.env.ORDER_COST_URL);
const count = Number(process.env.ORDER_COST_COUNT);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function place() {
  const key = randomUUID();
  const body = orderBody(key);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${process.env.ORDER_COST_TOKEN}`, 'content-type': 'application/json', 'idempotency-key': key, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

(async () => {
  const statuses = {};
  for (let i = 0; i < count; i++) {
    const status = await place();
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
  process.stdout.write(JSON.stringify(statuses));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
