import { queryKeys, useQuery } from '@hackmate/shared/query';
import { getMyEvents } from '../api/get-my-events';

/** The decks offered when the whole feed runs out: at most this many, soonest first. */
export const OFFERED_DECKS = 3;

/** The upcoming hackathons I am going to that have other people going, for their decks. */
export function useMyDecks() {
  const { data } = useQuery({ queryKey: queryKeys.events.list({ going: true }), queryFn: ({ signal }) => getMyEvents({ signal }) });
  return (data ?? []).filter((event) => event.goingCount > 1).slice(0, OFFERED_DECKS);
}
