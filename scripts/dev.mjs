// pnpm dev: the API with reload (tsx watch) on API_PORT (default 3000) and the Vite dev server
// (default 5173) proxying /api to it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST: '/nonexistent' },
  }),
  spawn('pnpm', ['exec', 'vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
