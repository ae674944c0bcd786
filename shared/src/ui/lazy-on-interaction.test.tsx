import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnInteraction } from './lazy-on-interaction';

const Page = () => <h1>The page</h1>;

describe('lazyOnInteraction', () => {
  it('shows the fallback until the page arrives, and fetches it once', async () => {
    const load = vi.fn(async () => Page);
    const Lazy = lazyOnInteraction(load, <p>Loading</p>);
    const { unmount } = render(<Lazy />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    unmount();
    // Arrived once, it shows at once on the next visit.
    render(<Lazy />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the page at the first interaction with the page, before it is opened', async () => {
    const load = vi.fn(async () => Page);
    lazyOnInteraction(load, null);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.body);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next mount when the fetch failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    // The page was interacted with (above), so this fetches at once, and fails.
    const Lazy = lazyOnInteraction(load, <p>Loading</p>);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled));
    render(<Lazy />);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not take a focus moved by script (the new page heading) for an interaction', async () => {
    // A fresh copy: the one above has seen an interaction already.
    vi.resetModules();
    const fresh = await import('./lazy-on-interaction');
    const load = vi.fn(async () => Page);
    fresh.lazyOnInteraction(load, null);
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    heading.focus();
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    heading.remove();
  });
});
