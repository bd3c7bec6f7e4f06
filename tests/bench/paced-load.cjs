/**
 * Open-loop load at a fixed rate, run in a worker thread (so it does not share the server's event
 * loop): requests are due every 1/rate seconds whatever the answers do, and each latency is
 * measured from when its request was due, not from when a free connection sent it, so a slow
 * answer also counts against the requests queued behind it (no coordinated omission). autocannon's
 * own rate option sends each second's quota in a burst at the start of the second, which measures
 * bursts, not a sustained rate.
 *
 * workerData: { url, headers, rate, seconds, connections, setupRequest } where setupRequest is the
 * path of an autocannon-style module (order-request.cjs). Posts back
 * { sent, answered, non2xx, errors, latenciesMs: Float64Array, seconds }.
 */
'use strict';
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');

const { url, headers, rate, seconds, connections, setupRequest } = workerData;
const build = require(setupRequest);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const total = Math.round(rate * seconds);
const latencies = new Float64Array(total);
let sent = 0;
let answered = 0;
let non2xx = 0;
let errors = 0;
const started = performance.now();

function send(index, dueAt) {
  const request = build({ method: 'POST', headers: { ...headers } });
  const body = Buffer.from(request.body);
  const req = http.request(
    { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: request.method, headers: { ...request.headers, 'content-length': body.length } },
    (res) => {
      res.resume();
      res.on('end', () => {
        latencies[index] = performance.now() - dueAt;
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        done();
      });
    },
  );
  req.on('error', () => {
    latencies[index] = performance.now() - dueAt;
    errors++;
    done();
  });
  req.end(body);
}

function done() {
  answered++;
  if (answered === total) {
    agent.destroy();
    parentPort.postMessage({ sent, answered, non2xx, errors, latenciesMs: latencies, seconds: (performance.now() - started) / 1000 });
  }
}

// Every millisecond, send every request whose due time has come.
const timer = setInterval(() => {
  const now = performance.now();
  while (sent < total && started + (sent * 1000) / rate <= now) {
    send(sent, started + (sent * 1000) / rate);
    sent++;
  }
  if (sent === total) clearInterval(timer);
}, 1);
