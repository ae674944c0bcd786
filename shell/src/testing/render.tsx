import { vi } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryHistory, type ShellHistory } from '../navigation/history';
import { HistoryProvider } from '../navigation/history-context';

/** Renders shell UI over an in-memory history starting at `path`; returns the history to inspect. */
export function renderAt(ui: ReactElement, path = '/'): RenderResult & { history: ShellHistory } {
  const history = createMemoryHistory(path);
  return { ...render(<HistoryProvider history={history}>{ui}</HistoryProvider>), history };
}

/** Makes GET /check-auth answer `status` (or fail when `status` is an Error). */
export function stubCheckAuth(status: boolean | Error) {
  const fetchMock = vi.fn(async () => {
    if (status instanceof Error) throw status;
    return new Response(JSON.stringify({ status }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
