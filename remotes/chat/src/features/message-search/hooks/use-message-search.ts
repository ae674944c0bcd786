import { keepPreviousData, useQuery } from '@hackmate/shared/query';
import { useDebouncedValue } from '@hackmate/shared/ui';
import { searchMessages, type MessageSearchResult } from '../api/search-messages';
import { searchTerm } from '../lib/highlight';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

// Only this screen reads search results, so the key lives here rather than in the shared keys.
const searchKey = (q: string) => ['message-search', q] as const;

export interface MessageSearchState {
  /** The query as it will be asked, or '' while the box holds under two characters. */
  term: string;
  /** The results and the query they answer (the previous query's while the next one loads); null before the first answer. */
  answer: { query: string; results: MessageSearchResult[] } | null;
  searching: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Message search for what the box holds, asked once typing pauses. A request whose query was
 * typed over is cancelled (the cache aborts a fetch nobody waits for any more).
 */
export function useMessageSearch(input: string): MessageSearchState {
  const term = searchTerm(input);
  const asked = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: searchKey(asked),
    queryFn: async ({ signal }) => ({ query: asked, results: await searchMessages(asked, { signal }) }),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });
  return {
    term,
    answer: term ? (data ?? null) : null,
    searching: term !== '' && (term !== asked || isFetching),
    failed: term !== '' && term === asked && isError && !isFetching,
    retry: () => void refetch(),
  };
}
