import { useState } from 'react';
import type { Conversation } from '@hackmate/shared/types';
import type { TimeFormatOptions } from '../lib/conversation-time';
import { matchesSearch, otherParticipant } from '../lib/participants';
import { ConversationItem } from './conversation-item';
import './conversation-list.css';

export interface ConversationListProps {
  /** null while loading. */
  conversations: Conversation[] | null;
  meId?: string;
  /** The partner whose chat is open. */
  activeId?: string;
  failed?: boolean;
  timeFormat?: TimeFormatOptions;
}

/** The left pane of /convos (SPEC §2 "Messages"), filtered in place by the search box. */
export function ConversationList({ conversations, meId, activeId, failed = false, timeFormat }: ConversationListProps) {
  const [query, setQuery] = useState('');
  const shown = (conversations ?? []).filter((c) => matchesSearch(otherParticipant(c, meId), query));

  return (
    <nav className="chat-list" aria-label="Conversations">
      <input
        className="hm-input chat-list-search"
        type="search"
        placeholder="Search conversations..."
        aria-label="Search conversations"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {conversations === null ? (
        <p className="chat-list-note hm-muted" role="status">
          Loading conversations...
        </p>
      ) : shown.length === 0 ? (
        <p className="chat-list-note hm-muted">{failed ? 'Could not load conversations' : 'No conversations found'}</p>
      ) : (
        <ul className="chat-list-items">
          {shown.map((c) => {
            const partnerId = otherParticipant(c, meId)?._id;
            return (
              <li key={c._id}>
                <ConversationItem conversation={c} meId={meId} active={!!partnerId && partnerId === activeId} timeFormat={timeFormat} />
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
