import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from '@hackmate/shared/router';
import { QueryClientProvider } from '@hackmate/shared/query';
import type { Decorator } from 'storybook-react-rsbuild';
import { $theme, type Theme } from '@hackmate/shared/stores';
import { createTestQueryClient } from '@hackmate/shared/testing';
import { RouterLinks } from '../features/routing';
import { applyThemeToDocument } from '../features/theme';
import { AppToastContainer } from '../features/toasts';
import { setRuntimeConfig } from './runtime-config';

applyThemeToDocument();
// The navbar reads its entries from the runtime config, as in the app.
setRuntimeConfig();

/** What the app gives every screen: a router (in memory, so the frame's URL stays put), the shell's links, a query cache and, with `parameters.toasts`, the toasts. */
function StoryProviders({ route, toasts, children }: { route: string; toasts: boolean; children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <RouterLinks>{children}</RouterLinks>
        {toasts ? <AppToastContainer /> : null}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function StoryTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    $theme.set(theme);
  }, [theme]);
  return <>{children}</>;
}

/** Every story starts at its own URL (`parameters: { route: '/feed' }`, default '/') with a fresh query cache. */
export const withProviders: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <StoryProviders key={`${context.id}:${route}`} route={route} toasts={context.parameters.toasts === true}>
      <Story />
    </StoryProviders>
  );
};

/** Applies the toolbar's theme to the store, and so to <html data-theme>. */
export const withTheme: Decorator = (Story, context) => (
  <StoryTheme theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryTheme>
);
