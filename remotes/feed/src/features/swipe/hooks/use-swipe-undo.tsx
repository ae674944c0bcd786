import { queryKeys, useQueryClient } from '@hackmate/shared/query';
import type { FeedUser, RequestSummary } from '@hackmate/shared/types';
import { useCallback, useEffect, useRef } from 'react';
import { toast, type ToastId } from '@hackmate/shared/toast';
import { UndoToast } from '../components/undo-toast';
import { firstName } from '../lib/card-text';
import type { SwipeAction } from '../lib/swipe-decision';
import { undoSwipe } from '../lib/undo-swipe';

/** How long each swipe can be undone. */
export const UNDO_MS = 10_000;

export interface Swipe {
  user: FeedUser;
  action: SwipeAction;
  /** What the server recorded, once it answers (null: the call failed, nothing to take back). */
  saved: Promise<RequestSummary | null>;
}

/**
 * Offers an Undo toast for the latest swipe (one at a time, gone with the deck). Undo puts the
 * card back through `restore` once the swipe is taken back, or says why it cannot be.
 */
export function useSwipeUndo(restore: (swipe: Swipe) => void): (swipe: Swipe) => void {
  const queryClient = useQueryClient();
  const shown = useRef<ToastId | null>(null);
  const counter = useRef(0);

  useEffect(() => () => void (shown.current !== null && toast.dismiss(shown.current)), []);

  const undo = useCallback(
    async (swipe: Swipe) => {
      const name = firstName(swipe.user.fullName);
      try {
        const outcome = await undoSwipe(swipe.user._id, swipe.saved);
        if (outcome === 'restored') {
          restore(swipe);
          void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() });
        } else if (outcome === 'connected') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.connections() });
          toast.info(`${name} already accepted: you are connected now, so this cannot be undone.`);
        } else {
          toast.info(`Your choice about ${name} can no longer be undone.`);
        }
      } catch {
        toast.error('Could not undo your choice');
      }
    },
    [queryClient, restore],
  );

  return useCallback(
    (swipe: Swipe) => {
      if (shown.current !== null) toast.dismiss(shown.current);
      const name = firstName(swipe.user.fullName);
      const text = swipe.action === 'interested' ? `Interested in ${name}` : `${name} ignored`;
      counter.current += 1;
      const toastId = `swipe-undo-${counter.current}`;
      toast(<UndoToast text={text} onUndo={() => void undo(swipe)} />, { toastId, autoClose: UNDO_MS });
      shown.current = toastId;
    },
    [undo],
  );
}
