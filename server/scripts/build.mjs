// `pnpm --filter @hackmate/server build`: compiles the server to plain JavaScript in dist/, so
// production runs `node dist/main.js` with no TypeScript compiler loaded at run time.
// npm packages stay external (installed next to it); our own workspace code (@hackmate/shared,
// TypeScript sources) is bundled in. dist/main.js sits one folder below server/ like src/config.ts,
// so the paths config.ts derives from import.meta.url (migrations, repository root) still hold.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((name) => !name.startsWith('@hackmate/'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/scripts/seed.ts', moderation: 'src/scripts/moderation.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server built into dist/');
