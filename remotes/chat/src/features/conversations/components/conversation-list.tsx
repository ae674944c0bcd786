import { useState } from 'react';
import type { Conversation } from '@hackmate/shared/types';
import type { PresenceMap } from '../../presence';
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
  /** Unread messages per partner id (the shared `$unread` store). */
  unread?: Readonly<Record<string, number>>;
  /** Presence per partner id (only people who show it). */
  presence?: PresenceMap;
  timeFormat?: TimeFormatOptions;
}

/**
 * The left pane of /convos (SPEC §2 "Messages"), newest first as given, filtered in place by the
 * search box: each partner's picture with a dot while online, the last message, its time and the unread count.
 */
export function ConversationList({ conversations, meId, activeId, failed = false, unread = {}, presence = {}, timeFormat }: ConversationListProps) {
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
                <ConversationItem
                  conversation={c}
                  meId={meId}
                  active={!!partnerId && partnerId === activeId}
                  unread={partnerId ? unread[partnerId] : 0}
                  presence={partnerId ? presence[partnerId] : undefined}
                  timeFormat={timeFormat}
                />
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
