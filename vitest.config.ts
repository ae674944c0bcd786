import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { mfShared } from './shared/src/mf-shared';

const browserLike = {
  environment: 'happy-dom' as const,
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', globals: true } },
      { extends: true, test: { name: 'shared', include: ['shared/src/**/*.test.{ts,tsx}'], ...browserLike } },
      {
        extends: true,
        // What the shell's build defines (shell/rsbuild.config.ts).
        define: { __SHELL_SHARED__: JSON.stringify(mfShared(resolve(import.meta.dirname, 'shell'))) },
        test: { name: 'shell', include: ['shell/src/**/*.test.{ts,tsx}'], ...browserLike },
      },
      { extends: true, test: { name: 'remotes', include: ['remotes/*/src/**/*.test.{ts,tsx}'], ...browserLike } },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: ['server/src/**/*.test.ts'],
          // Tests that run several real server processes on one shared database, or that take
          // the database away under the app, need PostgreSQL.
          exclude: [...configDefaults.exclude, 'server/src/**/*.process.test.ts', 'server/src/**/*.postgres.test.ts'],
          environment: 'node',
          globals: true,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globals: true,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
