import type { Answer, checkAuthAnswer } from '../contracts';
import type { LiveSocket } from './live-socket';

/**
 * Whether the session cookie still names a live session: the server's yes or no, or null when
 * it could not be asked (no answer, or a 5xx). Never a guess: a tab is signed out only on a no.
 */
export type SessionCheck = () => Promise<boolean | null>;

/** GET /check-auth, telling "signed out" apart from "the server did not answer". */
export const askSession: SessionCheck = async () => {
  const [{ api }, { isAxiosError }] = await Promise.all([import('@hackmate/shared/api'), import('axios')]);
  try {
    const { data } = await api().get<Answer<typeof checkAuthAnswer>>('/check-auth');
    return data?.status === true;
  } catch (err) {
    const status = isAxiosError(err) ? err.response?.status : undefined;
    return status !== undefined && status < 500 ? false : null;
  }
};

export interface SessionEndHandlers {
  check: SessionCheck;
  /** The session is over: the tab goes to the signed-out state (as after a 401). */
  signedOut: () => void;
  /** Runs `again` a little later (backing off); the caller owns the timer. */
  later: (again: () => void) => void;
}

/**
 * socket.io-client retries a lost connection by itself, except when the server ended the socket
 * ('io server disconnect': the session was revoked) or refused the handshake (UNAUTHENTICATED,
 * e.g. a logout elsewhere while the server was restarting): then `socket.active` turns false and
 * nothing happens any more. Here the tab asks the server whether the session is still on: no →
 * signed out everywhere in the tab; yes → the socket connects again (a little later, so a server
 * that keeps ending it is not hammered); no answer → asks again later.
 * Returns the function that stops watching.
 */
export function watchSessionEnd(socket: LiveSocket, handlers: SessionEndHandlers): () => void {
  let stopped = false;
  let asking = false;
  const ask = (): void => {
    if (stopped || asking || socket.active) return;
    asking = true;
    void handlers
      .check()
      .then(
        (on) => on,
        () => null,
      )
      .then((on) => {
        asking = false;
        if (stopped || socket.active) return;
        if (on === false) return handlers.signedOut();
        handlers.later(() => {
          if (stopped || socket.active) return;
          if (on) socket.connect();
          else ask();
        });
      });
  };
  // Both fire also while socket.io-client is still retrying (`active` true): those are ignored.
  const onDisconnect = (): void => ask();
  const onConnectError = (): void => ask();
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  return () => {
    stopped = true;
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
  };
}
