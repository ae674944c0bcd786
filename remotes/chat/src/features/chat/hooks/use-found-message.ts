import { useEffect } from 'react';
import { useSearchParams } from '@hackmate/shared/router';
import type { ChatMessage } from '@hackmate/shared/types';
import { FOUND_MESSAGE_PARAM } from '../lib/found-message';

export interface FoundMessageHistory {
  /** The stored history read so far. */
  stored: readonly ChatMessage[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The message a search result opened (`?message=`): older pages are read until it is among the
 * stored history (or the history has no more), and its id is returned once it was read.
 * An id that is not in this conversation reads the history to its start and returns nothing.
 */
export function useFoundMessage({ stored, loading, hasOlder, loadingOlder, loadOlder }: FoundMessageHistory): string | undefined {
  const [params] = useSearchParams();
  const wanted = params.get(FOUND_MESSAGE_PARAM) ?? undefined;
  const present = !!wanted && stored.some((m) => m._id === wanted);
  const missing = !!wanted && !loading && !present && hasOlder && !loadingOlder;

  useEffect(() => {
    if (missing) loadOlder();
  }, [missing, loadOlder]);

  return present ? wanted : undefined;
}
