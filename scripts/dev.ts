import { spawn } from 'node:child_process';

/** `npm run dev`: the API on :8044 (restarted on change by tsx watch) and Vite on :5173 proxying /api to it. */
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, WEB_ROOT: 'none', NODE_ENV: 'development' } }),
  spawn('node', ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
