// Type-checks every workspace package with its own compiler settings (DOM for web, WebWorker for
// the service worker, Node for the rest), in parallel, failing if any fails.
//
// Each compiler runs single-threaded: six of them already share the machine's cores, and a compiler
// with its default four checker threads checks the same files in half the CPU time at best. The
// tests project (which also reaches web/src and api/src) took 43 to 51 s of CPU and 2.4 GB of
// memory with four checkers, 21 to 26 s and 1.3 GB with one, on a 2-core machine.
import { spawn } from 'node:child_process';

const packages = ['contract', 'drizzle', 'api', 'web', 'sw', 'tests'];
const results = await Promise.all(
  packages.map(
    (pkg) =>
      new Promise((resolve) => {
        const child = spawn('tsc', ['-p', `${pkg}/tsconfig.json`, '--pretty', '--singleThreaded'], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => resolve({ pkg, code, out }));
      }),
  ),
);
let failed = false;
for (const { pkg, code, out } of results) {
  if (code !== 0) {
    failed = true;
    console.error(`typecheck ${pkg}: failed\n${out}`);
  } else {
    console.log(`typecheck ${pkg}: ok`);
  }
}
process.exit(failed ? 1 : 0);
