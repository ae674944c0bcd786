import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

/** One Storybook over the shell's, every remote's and the shared components' stories. */
const config: StorybookConfig = {
  stories: ['../shell/src/**/*.stories.@(tsx|ts)', '../remotes/*/src/**/*.stories.@(tsx|ts)', '../shared/src/**/*.stories.@(tsx|ts)'],
  // a11y: axe on every story (panel, and a failing check in `pnpm test:storybook`); vitest: the stories as tests.
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: 'storybook-react-rsbuild',
  // The mock API's service worker (msw), served at /mockServiceWorker.js.
  staticDirs: ['./public'],
  // Telemetry waits on the network, which build machines may not have.
  core: { disableTelemetry: true },
  // react-docgen-typescript needs the TypeScript JS API; plain react-docgen does not.
  typescript: { reactDocgen: 'react-docgen' },
  // Without the React plugin the JSX transform is missing ("React is not defined").
  rsbuildFinal: (rsbuildConfig) => mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] }),
};

export default config;
