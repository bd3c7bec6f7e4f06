// Type-checks every workspace package with its own compiler settings (DOM for web, WebWorker for
// the service worker, Node for the rest), in parallel, failing if any fails.
import { spawn } from 'node:child_process';

const packages = ['contract', 'drizzle', 'api', 'web', 'sw', 'tests'];
const results = await Promise.all(
  packages.map(
    (pkg) =>
      new Promise((resolve) => {
        const child = spawn('tsc', ['-p', `${pkg}/tsconfig.json`, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
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
