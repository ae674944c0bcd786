import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Preview } from 'storybook-react-rsbuild';
import '../shell/src/theme.css';
import { withProviders, withTheme } from '../shell/src/testing/story-decorators';
import { resetSessionState } from '../shared/src/stores';
import { failOnUnhandledApi, globalHandlers, unhandledApiRequest } from '../shared/src/testing/story-api';

// The API is mocked at the network (Mock Service Worker): stories fetch through the real client,
// hooks and query cache, and each story says what the server answers (`parameters.msw.handlers`,
// helpers in shared/src/testing/story-api.ts).
async function startMockApi() {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: unhandledApiRequest, quiet: true });
  return worker;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // Every story gets an in-memory router at `parameters.route` (default '/'), a fresh query
  // cache, and the theme from the toolbar.
  decorators: [withProviders, withTheme],
  loaders: [mswLoader(startMockApi)],
  // Each story is a new page: no session answer or check carried over from the story before.
  beforeEach: () => {
    resetSessionState();
    return failOnUnhandledApi();
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test, not only a line in the panel.
    a11y: { test: 'error' },
    msw: { handlers: globalHandlers },
  },
};

export default preview;
