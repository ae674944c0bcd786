import { useState } from 'react';
import { Link } from '@hackmate/shared/router';
import { LoadingRegion, Skeleton } from '@hackmate/shared/skeleton';
import type { Conversation, TeamChatSummary } from '@hackmate/shared/types';
import type { PresenceMap } from '../../presence';
import type { TimeFormatOptions } from '../lib/conversation-time';
import { conversationRows } from '../lib/conversation-rows';
import { matchesSearch, otherParticipant } from '../lib/participants';
import { ConversationItem } from './conversation-item';
import { TeamChatItem } from './team-chat-item';
import '../../../styles/pane-list.css';
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
  /** The user's team chats, listed among the conversations by their last activity. */
  teamChats?: readonly TeamChatSummary[];
  /** Unread messages per team id (the shared `$teamUnread` store). */
  teamUnread?: Readonly<Record<string, number>>;
  /** Presence per partner id (only people who show it). */
  presence?: PresenceMap;
  timeFormat?: TimeFormatOptions;
}

/**
 * The left pane of /convos (SPEC §2 "Messages"), newest first, filtered in place by the search
 * box: each partner's picture with a dot while online, the last message, its time and the unread
 * count; and the team chats among them, so every unread message counted in the badge is here.
 */
export function ConversationList({ conversations, meId, activeId, failed = false, unread = {}, teamChats = [], teamUnread = {}, presence = {}, timeFormat }: ConversationListProps) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = conversationRows(conversations ?? [], teamChats).filter((row) =>
    row.kind === 'person' ? matchesSearch(otherParticipant(row.conversation, meId), query) : !q || row.chat.teamName.toLowerCase().includes(q),
  );
  const empty = (conversations ?? []).length === 0 && teamChats.length === 0;

  return (
    <nav className="chat-list" aria-label="Conversations">
      <input
        className="hm-input chat-list-search"
        type="search"
        name="conversation-search"
        placeholder="Search conversations..."
        aria-label="Search conversations"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {conversations === null ? (
        <ConversationListSkeleton />
      ) : failed && empty ? (
        <p className="chat-list-note hm-muted">Could not load conversations</p>
      ) : empty ? (
        <p className="chat-list-note hm-muted">
          No conversations yet. Press “Start a new chat” to write to a connection, or meet people on the <Link to="/feed">feed</Link>.
        </p>
      ) : shown.length === 0 ? (
        <p className="chat-list-note hm-muted">No conversations found</p>
      ) : (
        <ul className="chat-pane-list">
          {shown.map((row) => {
            if (row.kind === 'team') {
              return (
                <li key={row.key}>
                  <TeamChatItem chat={row.chat} unread={teamUnread[row.chat.teamId] ?? 0} timeFormat={timeFormat} />
                </li>
              );
            }
            const c = row.conversation;
            const partnerId = otherParticipant(c, meId)?._id;
            return (
              <li key={row.key}>
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

/** Rows the shape of conversations (picture, name and time, last message) while the list loads. */
function ConversationListSkeleton() {
  return (
    <LoadingRegion label="Loading conversations" className="chat-pane-list">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="chat-pane-row chat-convo">
          <Skeleton shape="circle" width={44} height={44} />
          <span className="chat-convo-text">
            <Skeleton width="50%" height="1rem" />
            <Skeleton width="80%" height="0.85rem" style={{ marginTop: '0.35rem' }} />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}
