import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share one environment (isolate: false in vitest.config.ts): each starts from a fresh
// module registry, so stores, caches and vi.mock()s never carry over from the file before.
vi.resetModules();

// findBy* and waitFor give a busy machine the time a screen needs, not the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A new page load: the tab has not heard the server about its session yet. Imported here, not
  // at the top, so it is the stores instance this file's modules use.
  const { resetSessionState } = await import('./shared/src/stores');
  resetSessionState();
});
