import { useState } from 'react';
import { Link } from '@hackmate/shared/router';
import type { PublicUser } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { matchesSearch } from '../../conversations';
import { ModalDialog } from '@hackmate/shared/dialog';
import { LoadingRegion, Skeleton } from '@hackmate/shared/skeleton';

export interface ConnectionPickerProps {
  /** null while loading. */
  connections: PublicUser[] | null;
  failed?: boolean;
  onRetry?: () => void;
  /** Called on Escape, the close button, the backdrop, and after a connection is chosen. */
  onClose: () => void;
}

/** "Start a new chat": the user's connections, filtered by name or username; choosing one opens the chat. */
export function ConnectionPicker({ connections, failed = false, onRetry, onClose }: ConnectionPickerProps) {
  const [query, setQuery] = useState('');
  const shown = (connections ?? []).filter((person) => matchesSearch(person, query));

  return (
    <ModalDialog title="Start a new chat" closeButton onClose={onClose}>
      {/* Shown while loading too: typing ahead filters the list once it arrives. */}
      {!failed && connections?.length !== 0 ? (
        <input
          className="hm-input"
          type="search"
          name="connection-search"
          placeholder="Search connections"
          aria-label="Search connections"
          data-autofocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      ) : null}
      {failed ? (
        <div className="chat-picker-note">
          <p role="alert">Could not load your connections</p>
          <button type="button" className="hm-btn" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : connections === null ? (
        <LoadingRegion label="Loading connections" className="chat-pane-list">
          {[0, 1, 2].map((i) => (
            <span key={i} className="chat-picker-skeleton">
              <Skeleton shape="circle" width={36} height={36} />
              <Skeleton width="60%" />
            </span>
          ))}
        </LoadingRegion>
      ) : connections.length === 0 ? (
        <p className="chat-picker-note">
          No connections yet. Swipe Interested on the{' '}
          <Link to="/feed" onClick={onClose}>
            feed
          </Link>{' '}
          to meet people you can write to.
        </p>
      ) : shown.length === 0 ? (
        <p className="chat-picker-note hm-muted" role="status">
          No connections match “{query.trim()}”
        </p>
      ) : (
        <ul className="chat-pane-list" aria-label="Connections">
          {shown.map((person) => (
            <li key={person._id}>
              <PersonLink person={person} onChoose={onClose} />
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}

function PersonLink({ person, onChoose }: { person: PublicUser; onChoose: () => void }) {
  const name = person.fullName?.trim() || 'Unknown User';
  return (
    <Link to={`/convos/${person._id}`} className="chat-pane-row chat-picker-person" onClick={onChoose}>
      <Avatar src={person.profileUrl} name={name} size={40} aria-hidden="true" />
      <span className="chat-picker-text">
        <span className="chat-picker-name">{name}</span>
        {person.userName ? <span className="chat-picker-user hm-muted">@{person.userName}</span> : null}
      </span>
    </Link>
  );
}
