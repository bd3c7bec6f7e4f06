/**
 * Load on GET /api/v1/health through a real listening server (buildApp listening on 127.0.0.1 on
 * a free port): 50 connections for 5 seconds with autocannon, over an in-memory PGlite and, when
 * the local server answers, over PostgreSQL. Each request runs two small queries, so this measures
 * the HTTP stack plus database round trips. PGlite runs in-process and answers one query at a
 * time, hence its lower goal. The load comes from a worker thread so it does not share the
 * server's event loop.
 */
import autocannon from 'autocannon';
import type { DatabaseKind } from '@portal/db';
import { benchDatabaseKinds, startBenchApi } from './bench-database';
import type { BenchResult } from './bench-types';

const TARGET_RPS: Record<DatabaseKind, number> = { pglite: 500, postgres: 1000 };

async function measure(kind: DatabaseKind): Promise<BenchResult> {
  const api = await startBenchApi(kind, 'health');
  try {
    const result = await autocannon({ url: `${api.origin}/api/v1/health`, connections: 50, duration: 5, workers: 1 });
    const failures = result.errors + result.timeouts + result.non2xx;
    const target = TARGET_RPS[kind];
    return {
      name: `GET /api/v1/health on ${kind} (50 connections, 5 s)`,
      figures: {
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        failures,
      },
      target: `> ${target.toLocaleString('en-US')} req/s, no failures`,
      pass: result.requests.average > target && failures === 0,
    };
  } finally {
    await api.close();
  }
}

export default async function healthBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const kind of await benchDatabaseKinds()) results.push(await measure(kind));
  return results;
}
