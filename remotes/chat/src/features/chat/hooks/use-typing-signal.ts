import { useCallback, useRef } from 'react';

/** The server and the partner's screen expect at most one `typing` every 2 s while someone writes. */
export const TYPING_SIGNAL_EVERY_MS = 2_000;

export interface TypingSignal {
  /** The user changed the text: signals at once unless the last signal is under 2 s old. */
  typed: () => void;
  /** A message went out (the partner's indicator goes with it): the next keystroke signals at once. */
  sent: () => void;
}

/** Throttles `signal` (e.g. emitting `typing`) to once per `everyMs` while the user types, not once a key. */
export function useTypingSignal(signal: () => void, everyMs = TYPING_SIGNAL_EVERY_MS): TypingSignal {
  const latest = useRef(signal);
  latest.current = signal;
  const lastAt = useRef(Number.NEGATIVE_INFINITY);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastAt.current < everyMs) return;
    lastAt.current = now;
    latest.current();
  }, [everyMs]);
  const sent = useCallback(() => {
    lastAt.current = Number.NEGATIVE_INFINITY;
  }, []);
  return { typed, sent };
}
