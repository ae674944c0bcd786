import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TimeFormatOptions } from '../../conversations';
import { useMessageSearch } from '../hooks/use-message-search';
import { SEARCH_MAX_CHARS } from '../lib/highlight';
import { SearchResults } from './search-results';
import '../../../styles/pane-list.css';
import './message-search.css';

export interface MessageSearchProps {
  /** What shows while no search is asked: the conversation list. */
  children: ReactNode;
  timeFormat?: TimeFormatOptions;
}

/**
 * The "Search messages" box with, from two characters, what it finds in place of `children`.
 * Clearing the box (or Escape in it) brings `children` back.
 */
export function MessageSearch({ children, timeFormat }: MessageSearchProps) {
  const [input, setInput] = useState('');
  const search = useMessageSearch(input);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && input) {
      event.preventDefault();
      setInput('');
    }
  };

  return (
    <>
      <input
        className="hm-input chat-search-box"
        type="search"
        name="message-search"
        placeholder="Search messages"
        aria-label="Search messages"
        maxLength={SEARCH_MAX_CHARS}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {search.term ? (
        <SearchResults
          term={search.term}
          answer={search.answer}
          searching={search.searching}
          failed={search.failed}
          onRetry={search.retry}
          timeFormat={timeFormat}
        />
      ) : (
        children
      )}
    </>
  );
}
