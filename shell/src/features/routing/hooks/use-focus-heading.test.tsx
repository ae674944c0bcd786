import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes } from '@hackmate/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADING_WAIT_MS } from '../lib/focus-heading';
import { useFocusHeadingOnNavigate } from './use-focus-heading';

function Shell({ loadedPath }: { loadedPath: string }) {
  useFocusHeadingOnNavigate(loadedPath);
  return (
    <>
      <nav>
        <Link to="/feed">Explore</Link>
        <Link to="/reqs">Reqs</Link>
        <Link to="/slow">Slow</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/feed" element={<h1>Explore developers</h1>} />
          <Route path="/reqs" element={<RequestsPage />} />
          <Route path="/slow" element={<SlowPage />} />
          <Route path="/old" element={<Navigate to="/feed" replace />} />
        </Routes>
      </main>
    </>
  );
}

function RequestsPage() {
  return (
    <>
      <h1>Your Reqs</h1>
      <button type="button">Received</button>
    </>
  );
}

/** A page whose heading comes with its data, after a loading state without one. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Loaded at last</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      Finish loading
    </button>
  );
}

const renderAt = (path: string, loadedPath = path) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell loadedPath={loadedPath} />
    </MemoryRouter>,
  );

/** Lets the deferred first attempt run. */
const settle = () => act(() => vi.advanceTimersByTime(1));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useFocusHeadingOnNavigate', () => {
  it('leaves the focus alone on the page the app was loaded on', async () => {
    renderAt('/feed');
    await settle();
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1 on a route change, focusable without a tab stop", async () => {
    renderAt('/feed');
    fireEvent.click(screen.getByRole('link', { name: 'Reqs' }));
    await settle();
    const heading = screen.getByRole('heading', { level: 1, name: 'Your Reqs' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('counts the first page after the landing page as a route change', async () => {
    renderAt('/reqs', '/');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Reqs' })).toHaveFocus();
  });

  it('does not move the focus for a redirect on the loaded page', async () => {
    renderAt('/old', '/old');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore developers' })).not.toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    renderAt('/feed');
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Loaded at last' })).toHaveFocus();
  });

  it('gives up on a heading that takes longer than the wait', async () => {
    renderAt('/feed');
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await act(() => vi.advanceTimersByTime(HEADING_WAIT_MS + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Loaded at last' })).not.toHaveFocus();
  });

  it('leaves the focus where the person put it while the page was loading', async () => {
    renderAt('/feed');
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await settle();
    const button = screen.getByRole('button', { name: 'Finish loading' });
    act(() => button.focus());
    fireEvent.click(button);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Loaded at last' })).not.toHaveFocus();
  });
});
