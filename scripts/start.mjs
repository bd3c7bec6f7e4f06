// pnpm start: builds the web app when its sources are newer than the build, then starts the API
// (which migrates, seeds an empty database and serves the app) on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'web/dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const sources = ['web/src', 'web/index.html', 'web/public', 'sw', 'contract/src', 'vite.config.ts'].map((p) => join(root, p));
const needsBuild = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (needsBuild) {
  console.log('building the web app...');
  const result = spawnSync('pnpm', ['build:web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV=production (deploy/chapter-portal.service) refuses unsafe settings; unset, the
  // development defaults serve a fresh machine.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
