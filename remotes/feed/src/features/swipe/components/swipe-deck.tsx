import { useNavigate } from '@hackmate/shared/router';
import { $user } from '@hackmate/shared/stores';
import type { Match } from '@hackmate/shared/types';
import { sayHiPath, suggestOpener } from '@hackmate/shared/ui';
import { useStore } from '@nanostores/react';
import { AnimatePresence, LazyMotion, MotionConfig, MotionGlobalConfig } from 'framer-motion';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EventDeckPart } from '../../event-deck';
import { MatchMoment } from '../../match';
import type { FeedQuery } from '../api/get-feed';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useFeedStack } from '../hooks/use-feed-stack';
import { useSendSwipe } from '../hooks/use-send-swipe';
import { useSwipeUndo, type Swipe } from '../hooks/use-swipe-undo';
import { useMotionFeatures } from '../hooks/use-motion-features';
import { exitDirection, SWIPE_EXIT_SECONDS, type SwipeAction } from '../lib/swipe-decision';
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

/**
 * The feed's cards, one at a time: swiped by drag, buttons or arrow keys; each swipe is sent and
 * can be undone from a toast for a while. The keyboard follows: after a swipe (or an Undo) the
 * focus is on the card now on top, or on what stands in its place.
 */
export function SwipeDeck({ query, filtering, onClearFilters, arrowKeys, toolbar }: SwipeDeckProps) {
  const { cards, loading, failed, exhausted, event, notFound, remove, restore, retry } = useFeedStack(query);
  const { mutateAsync: send } = useSendSwipe();
  const [exitDir, setExitDir] = useState<1 | -1>(1);
  const [matched, setMatched] = useState<Match | null>(null);
  const me = useStore($user);
  const navigate = useNavigate();
  // An answer that arrives after the feed closed has nowhere to show.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const top = cards[0];

  // A card that is already leaving can still receive a click during its exit; only the top counts.
  const topUser = useRef(top);
  topUser.current = top;
  // Set by a swipe or an Undo, read by whatever arrives on top, then forgotten: a card that
  // arrives for another reason (new filters) leaves the focus where it is.
  const focusAfter = useRef<SwipeAction | null>(null);
  useEffect(() => {
    focusAfter.current = null;
  }, [top?._id]);
  // While a card leaves, the next one's buttons sit where the pointer is: a double click (or a
  // key held down) would swipe that one too. Input waits as long as an exit takes, by the clock:
  // before motion's code arrives a card leaves at once, and an exit that began while the code
  // was arriving is never reported by motion (waiting for its report stopped the deck for good).
  const leaving = useRef(false);
  const [cardLeaving, setCardLeaving] = useState(false);
  const swipes = useRef(0);
  const waitForExit = useCallback(() => {
    leaving.current = true;
    setCardLeaving(true);
    const swipe = ++swipes.current;
    const exitMs = MotionGlobalConfig.skipAnimations ? 0 : SWIPE_EXIT_SECONDS * 1000;
    setTimeout(() => {
      if (swipes.current !== swipe) return;
      leaving.current = false;
      setCardLeaving(false);
    }, exitMs);
  }, []);
  const motion = useMotionFeatures({ holdWhile: cardLeaving });

  const offerUndo = useSwipeUndo(
    useCallback(
      ({ user, action }: Swipe) => {
        focusAfter.current = action;
        restore(user);
      },
      [restore],
    ),
  );

  const act = useCallback(
    (action: SwipeAction, userId: string) => {
      const user = topUser.current;
      if (leaving.current || !user || userId !== user._id) return;
      waitForExit();
      focusAfter.current = action;
      setExitDir(exitDirection(action));
      // SPEC §4: the card goes whether or not the call succeeds (a failure toasts, and an Undo
      // then only brings the card back).
      remove(userId);
      const answer = send({ action, userId }).catch(() => null);
      const saved = answer.then((a) => a?.request ?? null);
      if (action === 'ignore') return offerUndo({ user, action, saved });
      // An Interested may answer theirs: a match, which is celebrated and never offered as Undo,
      // so its toast waits for the answer (a moment; a failure offers Undo, to bring the card back).
      void answer.then((a) => {
        if (!mounted.current) return;
        if (a?.match) setMatched(a.match);
        else offerUndo({ user, action, saved });
      });
    },
    [remove, send, offerUndo, waitForExit],
  );
  useArrowKeys(arrowKeys && !matched ? top?._id : undefined, act);

  return (
    <>
      {query.eventId ? <EventDeckPart part="header" name={event?.name} /> : null}
      <div className="hm-feed__toolbar">
        {toolbar}
        {top ? <p className="hm-muted hm-feed__hint">← Ignore · Interested →</p> : null}
      </div>
      <div className="hm-feed__stack" aria-busy={cardLeaving}>
        {/* Motion follows the system's reduced-motion setting only when told to ('user'). */}
        {/* The first card is drawn before motion's animation and drag code, which follows at the first interaction. */}
        <LazyMotion features={motion.features} strict>
        <MotionConfig reducedMotion="user">
          <AnimatePresence custom={exitDir} initial={false}>
            {top ? <SwipeCard key={top._id} user={top} onAction={act} focusAction={focusAfter.current} motionReady={motion.ready} /> : null}
          </AnimatePresence>
        </MotionConfig>
        </LazyMotion>
        {top ? null : (
          <DeckEmpty
            loading={loading}
            failed={failed}
            exhausted={exhausted}
            filtering={filtering}
            deck={query.eventId ? { name: event?.name, notFound } : undefined}
            onRetry={retry}
            onClearFilters={onClearFilters}
            takeFocus={focusAfter.current !== null}
          />
        )}
      </div>
      {matched ? (
        <MatchMoment
          match={matched}
          me={me}
          onSayHi={() => navigate(sayHiPath('/convos', matched.partner._id, suggestOpener(matched)))}
          onKeepSwiping={() => setMatched(null)}
        />
      ) : null}
    </>
  );
}

