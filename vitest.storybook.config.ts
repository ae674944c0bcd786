import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test in a real browser (`pnpm test:storybook`): it fails when a story throws
 * while rendering, when its play function fails, or when axe finds an accessibility violation
 * (`a11y.test: 'error'` in .storybook/preview.tsx). Debian's Chromium, as for Playwright.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // The mock API's service worker is served from here, as in Storybook.
  publicDir: '.storybook/public',
  // Every dependency the stories reach is bundled before the first one runs: one found later
  // makes Vite reload the page, and the stories running at that moment fail.
  optimizeDeps: { entries: ['.storybook/preview.tsx', 'shell/src/**/*.stories.tsx', 'remotes/*/src/**/*.stories.tsx', 'shared/src/**/*.stories.tsx'] },
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
