// `pnpm dev`: the API with watch on :4000, the shell on :3000 (proxying /api) and every remote
// on its own dev server with hot reload — each remote also runs alone for its team.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BUNDLES, root } from './bundles.mjs';

const procs = [
  { name: 'server', cwd: join(root, 'server'), args: ['run', 'dev'], env: { PORT: '4000' } },
  ...BUNDLES.map((b) => ({ name: b.replace('remotes/', ''), cwd: join(root, b), args: ['run', 'dev'], env: {} })),
];

const children = procs.map(({ name, cwd, args, env }) => {
  const child = spawn('pnpm', args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(10);
  const relay = (stream) => (data) => {
    for (const line of data.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
console.log('Hackmate dev: http://localhost:3000 (API on :4000, remotes on :3001-3006)');
