import type { Preview } from 'storybook-react-rsbuild';
import 'react-toastify/dist/ReactToastify.css';
import '../shell/src/styles/theme.css';
import '../shell/src/styles/shell.css';
import { withRouting, withTheme } from '../shell/src/storybook/decorators';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // Every story gets an in-memory URL (`parameters.route`, default '/') that both the shell's
  // links and react-router (for remote components) use, and the theme from the toolbar.
  decorators: [withRouting, withTheme],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
