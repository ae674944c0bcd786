import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { $theme, type Theme } from '@hackmate/shared/stores';
import { applyThemeToDocument } from '../lib/apply-theme';
import { createMemoryHistory } from '../navigation/history';
import { HistoryProvider } from '../navigation/history-context';
import { RouterBridge } from '../navigation/router-bridge';

applyThemeToDocument();

/** An in-memory URL shared by the shell's links and react-router (what remote components use). */
function StoryRouting({ route, children }: { route: string; children: ReactNode }) {
  const history = useMemo(() => createMemoryHistory(route), [route]);
  return (
    <HistoryProvider history={history}>
      <RouterBridge>{children}</RouterBridge>
    </HistoryProvider>
  );
}

function StoryTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    $theme.set(theme);
  }, [theme]);
  return <>{children}</>;
}

/**
 * Every story gets its own in-memory URL (`parameters: { route: '/feed' }`, default '/'), so
 * links and navigate() move that instead of the Storybook frame's URL.
 */
export const withRouting: Decorator = (Story, context) => (
  <StoryRouting route={typeof context.parameters.route === 'string' ? context.parameters.route : '/'}>
    <Story />
  </StoryRouting>
);

/** Applies the toolbar's theme to the store, and so to <html data-theme>. */
export const withTheme: Decorator = (Story, context) => (
  <StoryTheme theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryTheme>
);
