import { useEffect, useRef } from 'react';
import { $liveSocket, type LiveListener } from '@hackmate/shared/live';

/**
 * Calls `listener` for every `event` the server pushes on the tab's live connection while the
 * component is mounted, following the socket as the shell opens or replaces it. Only this
 * listener is removed on unmount: the socket is the tab's.
 */
export function useLiveEvent(event: string, listener: LiveListener): void {
  const latest = useRef(listener);
  latest.current = listener;

  useEffect(() => {
    const forward: LiveListener = (...args) => latest.current(...args);
    let current: ReturnType<typeof $liveSocket.get> = null;
    const stop = $liveSocket.subscribe((socket) => {
      current?.off(event, forward);
      current = socket;
      socket?.on(event, forward);
    });
    return () => {
      stop();
      current?.off(event, forward);
    };
  }, [event]);
}
