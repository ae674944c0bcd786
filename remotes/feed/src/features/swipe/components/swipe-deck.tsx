import { AnimatePresence } from 'motion/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { FeedQuery } from '../api/get-feed';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useFeedStack } from '../hooks/use-feed-stack';
import { useSendSwipe } from '../hooks/use-send-swipe';
import { exitDirection, type SwipeAction } from '../lib/swipe-decision';
import { DeckEmpty } from './deck-empty';
import { SwipeCard } from './swipe-card';
import './swipe-deck.css';

export interface SwipeDeckProps {
  query: FeedQuery;
  /** Whether filters narrow the feed: an empty deck then offers to clear them. */
  filtering: boolean;
  onClearFilters: () => void;
  /** False while something else (the filter panel) owns the keyboard. */
  arrowKeys: boolean;
  /** Shown at the start of the toolbar above the card. */
  toolbar: ReactNode;
}

/** The feed's cards, one at a time: swiped by drag, buttons or arrow keys; each swipe is sent. */
export function SwipeDeck({ query, filtering, onClearFilters, arrowKeys, toolbar }: SwipeDeckProps) {
  const { cards, loading, failed, exhausted, remove, retry } = useFeedStack(query);
  const { mutate: send } = useSendSwipe();
  const [exitDir, setExitDir] = useState<1 | -1>(1);
  const top = cards[0];

  // A card that is already leaving can still receive a click during its exit; only the top counts.
  const topId = useRef<string | undefined>(undefined);
  topId.current = top?._id;
  // While a card leaves, the next one's buttons sit where the pointer is: a double click (or a
  // key held down) would swipe that one too. Input waits until the exit has finished.
  const leaving = useRef(false);

  const act = useCallback(
    (action: SwipeAction, userId: string) => {
      if (leaving.current || userId !== topId.current) return;
      leaving.current = true;
      setExitDir(exitDirection(action));
      // SPEC §4: the card goes whether or not the call succeeds.
      remove(userId);
      send({ action, userId });
    },
    [remove, send],
  );
  useArrowKeys(arrowKeys ? top?._id : undefined, act);

  return (
    <>
      <div className="hm-feed__toolbar">
        {toolbar}
        {top ? <p className="hm-muted hm-feed__hint">← Ignore · Interested →</p> : null}
      </div>
      <div className="hm-feed__stack">
        <AnimatePresence
          custom={exitDir}
          initial={false}
          onExitComplete={() => {
            leaving.current = false;
          }}
        >
          {top ? <SwipeCard key={top._id} user={top} onAction={act} /> : null}
        </AnimatePresence>
        {top ? null : <DeckEmpty loading={loading} failed={failed} exhausted={exhausted} filtering={filtering} onRetry={retry} onClearFilters={onClearFilters} />}
      </div>
    </>
  );
}
