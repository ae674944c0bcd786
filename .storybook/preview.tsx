import type { Preview } from 'storybook-react-rsbuild';
import '../shell/src/theme.css';
import { withProviders, withTheme } from '../shell/src/testing/story-decorators';

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
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
