import { Link } from '@hackmate/shared/router';
import { QueryUserList } from '../../user-list';
import { useConnections } from '../hooks/use-connections';
import { ConnectionCard } from './connection-card';

export const NO_CONNECTIONS_TEXT = 'No connections yet.';
const NO_CONNECTIONS = {
  text: NO_CONNECTIONS_TEXT,
  next: (
    <>
      Swipe Interested on the <Link to="/feed">feed</Link> to meet people: they show here once they accept.
    </>
  ),
};

/** Every connection as a card, or why there is none to show. */
export function ConnectionList() {
  const connections = useConnections();
  return (
    <QueryUserList query={connections} what="connections" empty={NO_CONNECTIONS} label="Connections">
      {(user) => <ConnectionCard user={user} />}
    </QueryUserList>
  );
}
