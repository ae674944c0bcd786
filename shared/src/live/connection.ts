import { $signedIn } from '@hackmate/shared/stores';
import { liveConnectionDefaults as defaults, type LiveConnectionOptions } from './connection-options';
import { LiveLink } from './live-link';
import { resetLiveCounts } from './stores';

export { SUMMARY_DEBOUNCE_MS } from './live-link';
export type { LiveConnectionOptions };

let current: LiveLink | null = null;

/** Opens the tab's live connection (once: a second call while it is open does nothing). */
export function openLiveConnection(options: LiveConnectionOptions = {}): void {
  if (current) return;
  current = new LiveLink({ ...defaults, ...options });
  void current.open();
}

/** Closes it (sign-out): every screen's listeners go with the socket, and the counts are zero. */
export function closeLiveConnection(): void {
  current?.close();
  current = null;
  resetLiveCounts();
}

/**
 * The shell's one call: the connection is open exactly while the server says someone is signed
 * in (`$signedIn` true), never for a visitor and never on a guess. Returns a stop function.
 */
export function keepLiveConnectionWhileSignedIn(options: LiveConnectionOptions = {}): () => void {
  const stop = $signedIn.subscribe((signedIn) => {
    if (signedIn) openLiveConnection(options);
    else if (signedIn === false) closeLiveConnection();
  });
  return () => {
    stop();
    closeLiveConnection();
  };
}
