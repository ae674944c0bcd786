import { Link } from '@hackmate/shared/router';
import { Avatar } from '@hackmate/shared/ui';
import { foundMessageHref } from '../../chat';
import { formatConversationTime, personName, type TimeFormatOptions } from '../../conversations';
import type { MessageSearchResult } from '../api/search-messages';
import { snippet } from '../lib/highlight';
import { HighlightedText } from './highlighted-text';

export interface SearchResultItemProps {
  result: MessageSearchResult;
  words: readonly string[];
  timeFormat?: TimeFormatOptions;
}

/** One found message: who the conversation is with ("Deleted user" for a deleted account), the words around the match, and when; opens that chat at this message. */
export function SearchResultItem({ result: { message, partner }, words, timeFormat }: SearchResultItemProps) {
  const name = personName(partner);
  const mine = message.senderId !== partner._id;
  return (
    <Link to={foundMessageHref(partner._id, message._id)} className="chat-pane-row chat-search-result">
      <Avatar src={partner.deleted ? undefined : partner.profileUrl} name={name} size={36} aria-hidden="true" />
      <span className="chat-search-text">
        <span className="chat-search-top">
          <span className="chat-search-name">{name}</span>
          <time dateTime={message.timestamp} className="chat-search-time hm-muted">
            {formatConversationTime(message.timestamp, timeFormat)}
          </time>
        </span>
        <span className="chat-search-snippet hm-muted">
          {mine ? 'You: ' : null}
          <HighlightedText text={snippet(message.text, words)} words={words} />
        </span>
      </span>
    </Link>
  );
}
