import { queryKeys, useInfiniteQuery, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { TeamCandidate, TeamCandidatePage } from '@hackmate/shared/contracts';
import { useEffect, useMemo } from 'react';
import { getCandidates, passCandidate } from '../api/candidates';
import type { CandidateFilters } from '../lib/filters';

/** Fetch the next page while this many cards (or fewer) are left, so the stack never runs dry. */
export const PREFETCH_AT = 3;

/** Under the team's key: whatever changes the team (an invite, a join) reads the list again. */
export const candidatesKey = (teamId: string, filters: CandidateFilters) => [...queryKeys.teams.detail(teamId), 'candidates', filters] as const;

export interface CandidateStack {
  cards: TeamCandidate[];
  /** The first page for these filters is on its way. */
  loading: boolean;
  /** The first page failed, or a next page failed with the stack empty. */
  failed: boolean;
  /** No more pages: an empty stack means nobody (else) is looking. */
  exhausted: boolean;
  retry: () => void;
}

/** The cards of all pages in order, each person once, without the ones already swiped. */
function unswiped(pages: readonly TeamCandidatePage[], swiped: ReadonlySet<string>): TeamCandidate[] {
  const seen = new Set(swiped);
  const cards: TeamCandidate[] = [];
  for (const candidate of pages.flatMap((page) => page.data)) {
    if (seen.has(candidate.user._id)) continue;
    seen.add(candidate.user._id);
    cards.push(candidate);
  }
  return cards;
}

/**
 * The team's candidates for one set of filters, read page by page along the server's cursor: the
 * next page is fetched ahead of need; swiped people (kept by the caller across filters) never
 * come back, even if a later page or a fresh read carries them again.
 */
export function useCandidateStack(teamId: string, filters: CandidateFilters, swiped: ReadonlySet<string>): CandidateStack {
  const queryKey = candidatesKey(teamId, filters);
  const started = useQueryClient().getQueryData(queryKey) !== undefined;
  const { data, isError, isPending, isFetchingNextPage, isSuccess, hasNextPage, isFetching, fetchNextPage, refetch } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getCandidates(teamId, filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: { errorMessage: started ? 'Could not load more people' : 'Could not load people for your team' },
  });

  const cards = useMemo(() => unswiped(data?.pages ?? [], swiped), [data, swiped]);

  // After a failed next page, wait for Retry rather than asking again on every swipe.
  const needMore = hasNextPage && !isFetching && !isError && cards.length <= PREFETCH_AT;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  return {
    cards,
    loading: isPending || (cards.length === 0 && isFetchingNextPage),
    failed: isError && cards.length === 0,
    exhausted: isSuccess && !hasNextPage,
    retry: () => void (data ? fetchNextPage() : refetch()),
  };
}

/** The owner passes on someone: recorded on the server, so they are not suggested again. */
export function usePassCandidate(teamId: string) {
  return useMutation({
    mutationFn: (userId: string) => passCandidate(teamId, userId),
    meta: { errorMessage: 'Could not save your pass' },
  });
}
