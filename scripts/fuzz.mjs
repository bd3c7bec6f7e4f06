// pnpm fuzz [runs] [seed]: sends generated requests (10,000 by default) to every route of the API
// and prints how many were answered 5xx; exits 1 if any was.
import { spawnSync } from 'node:child_process';

const [runs = '10000', seed] = process.argv.slice(2);
const result = spawnSync('pnpm', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz-routes.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, ...(seed ? { FUZZ_SEED: seed } : {}), TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'none' },
});
process.exit(result.status ?? 1);
