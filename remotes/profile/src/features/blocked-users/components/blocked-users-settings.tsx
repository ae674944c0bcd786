import { loadableOf } from '../../load-state';
import { useBlockedUsers, useUnblockUser } from '../hooks/use-blocked-users';
import { BlockedUserList } from './blocked-user-list';

/** The "Blocked people" section of /settings. */
export function BlockedUsersSettings() {
  const query = useBlockedUsers();
  const unblock = useUnblockUser();
  return (
    <>
      <p className="hm-muted hm-blocked-help">You and the people you block no longer see each other. Unblocking someone does not restore a connection.</p>
      <BlockedUserList
        people={loadableOf(query)}
        unblocking={unblock.isPending ? (unblock.variables?._id ?? null) : null}
        onUnblock={(person) => unblock.mutate(person)}
      />
    </>
  );
}
