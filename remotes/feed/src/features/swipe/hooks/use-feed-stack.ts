import { apiErrorMessage } from '@hackmate/shared/api';
import type { FeedUser } from '@hackmate/shared/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { getFeed, type FeedQuery } from '../api/get-feed';

/** Fetch the next page while this many cards (or fewer) are left, so the stack never runs dry. */
export const PREFETCH_AT = 3;

type Phase = 'loading' | 'ready' | 'error';

interface StackState {
  cards: FeedUser[];
  cursor: string | null;
  phase: Phase;
  fetchingMore: boolean;
  /** The last next-page fetch failed: stop retrying on our own, offer a retry instead. */
  moreFailed: boolean;
}

const INITIAL: StackState = { cards: [], cursor: null, phase: 'loading', fetchingMore: false, moreFailed: false };

export interface FeedStack {
  cards: FeedUser[];
  /** True while the first page for the current filters is on its way. */
  loading: boolean;
  /** The first page failed, or a next page failed with the stack empty. */
  failed: boolean;
  /** No more pages: an empty stack means the end. */
  exhausted: boolean;
  remove: (userId: string) => void;
  retry: () => void;
}

/**
 * The card stack for one set of filters: first page on every filter change (older answers are
 * dropped), next pages appended ahead of need, swiped cards removed locally at once.
 */
export function useFeedStack(query: FeedQuery): FeedStack {
  const key = JSON.stringify(query);
  const [state, setState] = useState<StackState>(INITIAL);
  // Bumped on every filter change: answers for an older generation are ignored.
  const generation = useRef(0);
  // Swiped users never come back, even if a later page somehow carries them again.
  const swiped = useRef(new Set<string>());

  const loadFirst = useCallback(() => {
    const mine = ++generation.current;
    setState(INITIAL);
    getFeed(JSON.parse(key) as FeedQuery).then(
      (page) => {
        if (mine !== generation.current) return;
        const cards = page.feedData.filter((u) => !swiped.current.has(u._id));
        setState({ cards, cursor: page.nextCursor, phase: 'ready', fetchingMore: false, moreFailed: false });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        toast.error(apiErrorMessage(error, 'Could not load the feed'));
        setState({ ...INITIAL, phase: 'error' });
      },
    );
  }, [key]);

  useEffect(loadFirst, [loadFirst]);

  const { cards, cursor, phase, fetchingMore, moreFailed } = state;
  const needMore = phase === 'ready' && cursor !== null && !fetchingMore && !moreFailed && cards.length <= PREFETCH_AT;

  useEffect(() => {
    if (!needMore || cursor === null) return;
    const mine = generation.current;
    setState((s) => ({ ...s, fetchingMore: true }));
    getFeed(JSON.parse(key) as FeedQuery, cursor).then(
      (page) => {
        if (mine !== generation.current) return;
        setState((s) => {
          const known = new Set(s.cards.map((u) => u._id));
          const fresh = page.feedData.filter((u) => !known.has(u._id) && !swiped.current.has(u._id));
          return { ...s, cards: [...s.cards, ...fresh], cursor: page.nextCursor, fetchingMore: false };
        });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        toast.error(apiErrorMessage(error, 'Could not load more developers'));
        setState((s) => ({ ...s, fetchingMore: false, moreFailed: true }));
      },
    );
  }, [needMore, cursor, key]);

  const remove = useCallback((userId: string) => {
    swiped.current.add(userId);
    setState((s) => ({ ...s, cards: s.cards.filter((u) => u._id !== userId) }));
  }, []);

  const retry = useCallback(() => {
    if (phase === 'error') loadFirst();
    else setState((s) => ({ ...s, moreFailed: false }));
  }, [phase, loadFirst]);

  return {
    cards,
    loading: phase === 'loading' || (cards.length === 0 && fetchingMore),
    failed: phase === 'error' || (cards.length === 0 && moreFailed),
    exhausted: phase === 'ready' && cursor === null,
    remove,
    retry,
  };
}
