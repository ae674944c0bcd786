import { atom } from 'nanostores';
import { vi } from 'vitest';
import type * as PageToasts from '../toast';

/**
 * The one toast double: what `@hackmate/shared/toast` is in a test that says
 *   vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
 * The test then asserts on the `toast` it imports from @hackmate/shared/toast
 * (`expect(toast.success).toHaveBeenCalledWith('Profile updated successfully')`): the calls the
 * app makes, with their arguments, and nothing of react-toastify.
 */
export const toast = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}) satisfies typeof PageToasts.toast;

export const $toastsWanted: typeof PageToasts.$toastsWanted = atom(false);

export type { ToastId } from '../toast';
