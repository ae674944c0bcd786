import { atom } from 'nanostores';
import type { Id } from 'react-toastify';

/**
 * The page's toasts, without react-toastify on the first load: most visits never toast, and it
 * is ~10 KB gzipped (code and CSS) on every signed-in page. The first toast fetches it and asks
 * the shell for its container ($toastsWanted); toasts raised meanwhile wait, in order, and
 * react-toastify holds them until its container mounts. One copy per page (a singleton entry),
 * so the queue and the request are the page's, whichever bundle toasts.
 * Same calls as react-toastify's `toast`; a caller that dismisses later names the toast by
 * `toastId`.
 */
type Toastify = typeof import('react-toastify');
export type ToastId = Id;

/** Set by the first toast: the shell mounts its toast container from then on. */
export const $toastsWanted = atom(false);

let loaded: Toastify | null = null;
let loading = false;
const waiting: Array<(toastify: Toastify) => void> = [];

function load(): void {
  if (loading) return;
  loading = true;
  $toastsWanted.set(true);
  import('react-toastify').then(
    (toastify) => {
      loaded = toastify;
      for (const call of waiting.splice(0)) call(toastify);
    },
    // Offline for a moment: the waiting toasts go out with the next one that gets through.
    () => {
      loading = false;
    },
  );
}

function run(call: (toastify: Toastify) => void): void {
  if (loaded) return call(loaded);
  waiting.push(call);
  load();
}

type Toast = Toastify['toast'];

// The arguments go to react-toastify exactly as given.
export const toast = Object.assign((...args: Parameters<Toast>) => run(({ toast }) => void toast(...args)), {
  success: (...args: Parameters<Toast['success']>) => run(({ toast }) => void toast.success(...args)),
  error: (...args: Parameters<Toast['error']>) => run(({ toast }) => void toast.error(...args)),
  info: (...args: Parameters<Toast['info']>) => run(({ toast }) => void toast.info(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => run(({ toast }) => void toast.dismiss(...args)),
});
