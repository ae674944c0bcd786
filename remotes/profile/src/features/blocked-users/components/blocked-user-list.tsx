import { useId } from 'react';
import type { BlockedUser } from '@hackmate/shared/contracts';
import { Avatar } from '@hackmate/shared/ui';
import { LoadState, type Loadable } from '../../load-state';
import '../../../styles/row-list.css';
import './blocked-users.css';

export interface BlockedUserListProps {
  people: Loadable<BlockedUser[]>;
  /** The id of the person being unblocked: every Unblock button waits meanwhile. */
  unblocking: string | null;
  onUnblock: (person: BlockedUser) => void;
}

function BlockedRow({ person, busy, unblocking, onUnblock }: { person: BlockedUser; busy: boolean; unblocking: boolean; onUnblock: () => void }) {
  const id = useId();
  return (
    <li className="hm-blocked">
      <Avatar src={person.profileUrl} name={person.fullName} size={40} />
      <span id={id} className="hm-blocked-name">
        <span className="hm-blocked-full">{person.fullName}</span>
        <span className="hm-muted">@{person.userName}</span>
      </span>
      <button type="button" className="hm-btn" aria-describedby={id} onClick={onUnblock} disabled={busy}>
        {unblocking ? 'Unblocking…' : 'Unblock'}
      </button>
    </li>
  );
}

/** The people the user blocked, each with Unblock; a plain sentence when there are none. */
export function BlockedUserList({ people, unblocking, onUnblock }: BlockedUserListProps) {
  return (
    <LoadState loadable={people} loading="Loading the people you blocked" failed="The people you blocked could not be loaded.">
      {(list) =>
        list.length === 0 ? (
          <p className="hm-muted hm-blocked-empty">You haven't blocked anyone.</p>
        ) : (
          <ul className="hm-row-list" aria-label="Blocked people">
            {list.map((person) => (
              <BlockedRow
                key={person._id}
                person={person}
                busy={unblocking !== null}
                unblocking={unblocking === person._id}
                onUnblock={() => onUnblock(person)}
              />
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}
