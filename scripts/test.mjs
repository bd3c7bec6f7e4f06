// pnpm test: every check and test, with the machine's cores kept busy.
//
// The unit, API and web tests start at once, beside the type check, the linter and the web
// build; the browser tests start when the build is done and run beside the rest; the rolling
// upgrade under load runs last, alone. Each step's
// lines come out as they are printed, prefixed with its name, and a summary at the end says which
// steps failed. A failed step's last lines (where vitest, tsc and eslint write what failed) are
// printed again just before the summary, so the end of a long, interleaved log shows why without a
// search through it, and the summary names under each failed step the tests (or the unhandled
// error) that failed it. The exit code is 1 if any step failed.
//
// A step that waits (the database tests on PostgreSQL, the browser tests on Chromium and the
// portal) leaves the cores to the others, so running side by side takes about as long as the CPU
// work itself rather than the sum of the steps' waits.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const ROLLING_UPGRADE = 'tests/api/rolling-upgrade.test.ts';

const steps = {
  typecheck: ['pnpm', ['typecheck']],
  lint: ['pnpm', ['lint']],
  build: ['pnpm', ['build:web']],
  unit: ['pnpm', ['exec', 'vitest', 'run', '--project', 'api', '--project', 'web', '--project', 'contract', '--exclude', ROLLING_UPGRADE]],
  // The two groups of browser tests (vite.config.ts), each against a portal of its own, in two
  // processes side by side: one vitest process runs one project's files after the other's.
  e2e: ['pnpm', ['exec', 'vitest', 'run', '--project', 'e2e']],
  'e2e-offline': ['pnpm', ['exec', 'vitest', 'run', '--project', 'e2e-offline']],
  // The rolling upgrade under 50 orders a second, last and alone: beside the rest, a machine of
  // two cores starves PostgreSQL and the instances answer 503 for want of a connection, upgrade or
  // not (109 of 1,305 in one run); alone it takes about 25 s.
  upgrade: ['pnpm', ['exec', 'vitest', 'run', '--project', 'api', ROLLING_UPGRADE], { ROLLING_ORDERS_PER_SECOND: '50' }],
};

const results = new Map();
const TAIL_LINES = 80;
const MAX_FAILURES = 12;
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** The processor seconds (user and system) of a shell's children, from its `times` ("1m2.50s 0m3.10s" on the second line). */
function cpuSeconds(times) {
  const children = times.trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return parts.length === 2 ? parts[0] + parts[1] : null;
}
function run(name) {
  const [command, args, env = {}] = steps[name];
  const begin = Date.now();
  const tail = [];
  const failures = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    // vitest's lines naming a failed test or file, and an unhandled error (which fails the run with
    // every test passed), gathered so the summary can name them.
    const plain = stripVTControlCharacters(line).trim();
    if (failures.length < MAX_FAILURES && /^(FAIL\s|×\s|⎯+ Unhandled|Errors\s+\d)/.test(plain) && !failures.includes(plain)) failures.push(plain);
  };
  return new Promise((resolve) => {
    // Through a shell that prints, once the step is done, the processor time of the step and of
    // everything it waited for (the shell's `times`, on a descriptor of its own): the summary gives
    // it beside the step's time, since steps side by side slow each other down.
    const child = spawn('sh', ['-c', '"$@"; status=$?; times >&3; exit $status', 'sh', command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
    });
    let cpu = '';
    child.stdio[3].on('data', (chunk) => (cpu += chunk));
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          keep(line);
          out.write(`[${name}] ${line}\n`);
        }
      });
      stream.on('end', () => {
        if (!rest) return;
        keep(rest);
        out.write(`[${name}] ${rest}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const ok = code === 0;
      results.set(name, { ok, took: Date.now() - begin, cpu: cpuSeconds(cpu), why: ok ? '' : signal ? `stopped by ${signal}` : `exit ${code}`, tail, failures });
      process.stdout.write(`[${name}] ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - begin)}\n`);
      resolve(ok);
    });
  });
}

const skipped = (name, because) => results.set(name, { ok: false, took: 0, why: `not run: ${because}` });

const browser = run('build').then((built) =>
  built ? Promise.all([run('e2e'), run('e2e-offline')]) : (skipped('e2e', 'the build failed'), skipped('e2e-offline', 'the build failed')),
);
await Promise.all([run('typecheck'), run('lint'), run('unit'), browser]);
await run('upgrade');

for (const name of Object.keys(steps)) {
  const { ok, tail } = results.get(name);
  if (ok || !tail?.length) continue;
  console.log(`\n${name} failed; its last ${tail.length} lines again:`);
  for (const line of tail) console.log(`[${name}] ${line}`);
}
const cpuTotal = [...results.values()].reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(`\npnpm test, ${seconds(Date.now() - started)} (processor time ${Math.round(cpuTotal)} s):`);
for (const name of Object.keys(steps)) {
  const result = results.get(name);
  const cpu = result.cpu == null ? '' : `, processor ${Math.round(result.cpu)} s`;
  console.log(`  ${name.padEnd(11)} ${result.ok ? 'passed' : 'FAILED'}  ${result.why || seconds(result.took)}${cpu}`);
  if (!result.ok) for (const line of result.failures ?? []) console.log(`      ${line.slice(0, 220)}`);
}
process.exit([...results.values()].every((r) => r.ok) ? 0 : 1);
