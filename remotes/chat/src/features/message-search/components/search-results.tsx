import type { TimeFormatOptions } from '../../conversations';
import type { MessageSearchResult } from '../api/search-messages';
import { queryWords } from '../lib/highlight';
import { SearchResultItem } from './search-result-item';

export interface SearchResultsProps {
  /** The query being asked (as typed, trimmed). */
  term: string;
  /** The results and the query they answer; null before the first answer. */
  answer: { query: string; results: MessageSearchResult[] } | null;
  searching?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  timeFormat?: TimeFormatOptions;
}

function count(n: number): string {
  return n === 1 ? '1 message' : `${n} messages`;
}

/** What the message search found, in place of the conversation list: newest first, matched words marked. */
export function SearchResults({ term, answer, searching = false, failed = false, onRetry, timeFormat }: SearchResultsProps) {
  const results = answer?.results ?? [];
  const words = queryWords(answer?.query ?? term);
  let note: string;
  if (failed) note = 'Could not search your messages';
  else if (searching) note = 'Searching messages...';
  else if (results.length === 0) note = `No messages match “${term}”`;
  else note = count(results.length);

  return (
    <section className="chat-search-results" aria-label="Message search results" aria-busy={searching}>
      {/* One live line, so that screen readers hear the outcome of each search. */}
      <p className="chat-search-note hm-muted" role="status">
        {note}
      </p>
      {failed ? (
        <button type="button" className="hm-btn chat-search-retry" onClick={onRetry}>
          Retry
        </button>
      ) : null}
      {results.length > 0 && !failed ? (
        <ul className="chat-pane-list">
          {results.map((result) => (
            <li key={result.message._id}>
              <SearchResultItem result={result} words={words} timeFormat={timeFormat} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
