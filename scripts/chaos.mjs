// pnpm chaos [steps] [seed]: a longer seeded run of the show-floor chaos journey (200 steps by
// default; `pnpm test` runs 40), against a fresh build. Prints the seed; exits 1 on a failure.
import { spawnSync } from 'node:child_process';

const [steps = '200', seed] = process.argv.slice(2);
const run = (args, env = {}) => spawnSync('pnpm', args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const built = run(['build:web']);
if (built !== 0) process.exit(built);
process.exit(run(['vitest', 'run', '--project', 'e2e-offline', 'tests/e2e/offline-chaos.test.ts'], { CHAOS_STEPS: steps, ...(seed ? { CHAOS_SEED: seed } : {}) }));
