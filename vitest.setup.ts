import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSessionState } from './shared/src/stores';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A new page load: the tab has not heard the server about its session yet.
  resetSessionState();
});
