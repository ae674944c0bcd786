import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { mfShared } from './shared/src/mf-shared';

const browserLike = {
  environment: 'happy-dom' as const,
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
  // One worker runs file after file in the same environment: starting a fresh one per file cost
  // two thirds of the unit stage. vitest.setup.ts resets the module registry before each file, so
  // every file still gets its own stores and mocks.
  isolate: false,
  // Screens render in a few hundred ms alone; the margin is for a machine busy with other stages.
  testTimeout: 15_000,
};

const serverTests = {
  environment: 'node' as const,
  globals: true,
  globalSetup: ['./server/src/testing/global-setup.ts'],
  // Every file builds its own app and database, so files need no fresh module registry;
  // re-importing the server for each file was half of this stage's time.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** What must start in a fresh environment: libraries (outside the module registry) read once. */
const needsFreshEnvironment = [
  // motion reads the system's reduced-motion setting once, on first use.
  'remotes/feed/src/routes/feed-reduced-motion.test.tsx',
];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', globals: true, testTimeout: 30_000 } },
      { extends: true, test: { name: 'shared', include: ['shared/src/**/*.test.{ts,tsx}'], ...browserLike } },
      {
        extends: true,
        // What the shell's build defines (shell/rsbuild.config.ts).
        define: { __SHELL_SHARED__: JSON.stringify(mfShared(resolve(import.meta.dirname, 'shell'))) },
        test: { name: 'shell', include: ['shell/src/**/*.test.{ts,tsx}'], ...browserLike },
      },
      { extends: true, test: { name: 'remotes', include: ['remotes/*/src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...needsFreshEnvironment], ...browserLike } },
      { extends: true, test: { name: 'remotes-fresh', include: needsFreshEnvironment, ...browserLike, isolate: true } },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: ['server/src/**/*.test.ts'],
          // Tests that run several real server processes on one shared database, or that take
          // the database away under the app, need PostgreSQL.
          exclude: [...configDefaults.exclude, 'server/src/**/*.process.test.ts', 'server/src/**/*.postgres.test.ts'],
          ...serverTests,
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['server/src/**/*.test.ts'],
          ...serverTests,
          env: { TEST_DB: 'postgres' },
        },
      },
    ],
  },
});
