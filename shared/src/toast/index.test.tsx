import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast as toastify, ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a page where nothing has toasted yet (the module keeps the page's queue).
type ToastModule = typeof import('./index');
let page: ToastModule;
beforeEach(async () => {
  vi.resetModules();
  page = await import('./index');
});
// Until react-toastify has arrived and taken what was waiting.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
afterEach(async () => {
  await settle();
  cleanup();
  // react-toastify holds toasts raised with no container mounted: none leaks into the next test.
  toastify.dismiss();
  vi.doUnmock('react-toastify');
});

describe('the page toasts (react-toastify fetched with the first one)', () => {
  it('asks for the container only when something toasts', async () => {
    expect(page.$toastsWanted.get()).toBe(false);
    page.toast.success('Profile updated successfully');
    expect(page.$toastsWanted.get()).toBe(true);
  });

  it('shows toasts raised before react-toastify and its container arrive, in order', async () => {
    page.toast.error('First');
    page.toast.info('Second');
    page.toast('Third');
    const { container } = render(<ToastContainer newestOnTop={false} />);
    await waitFor(() => expect(screen.getByText('Third')).toBeTruthy());
    const texts = [...container.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third']);
  });

  it('drops a toast dismissed while it was still waiting', async () => {
    page.toast.success('Gone before it came', { toastId: 'undo-1' });
    page.toast.dismiss('undo-1');
    page.toast.success('Still here');
    await settle();
    render(<ToastContainer />);
    await waitFor(() => expect(screen.getByText('Still here')).toBeTruthy());
    expect(screen.queryByText('Gone before it came')).toBeNull();
  });

  it('keeps waiting toasts when the fetch fails, and sends them with the next toast that gets through', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('react-toastify', async (importOriginal) => {
      if (fail) throw new Error('offline');
      return importOriginal();
    });
    page = await import('./index');
    page.toast.error('Said while offline');
    await settle();
    fail = false;
    vi.resetModules();
    page.toast.success('Back online');
    const real = await import('react-toastify');
    render(<real.ToastContainer newestOnTop={false} />);
    await waitFor(() => expect(screen.getByText('Back online')).toBeTruthy());
    expect(screen.getByText('Said while offline')).toBeTruthy();
  });
});
