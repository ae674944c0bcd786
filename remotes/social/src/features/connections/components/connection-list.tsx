import { QueryUserList } from '../../user-list';
import { useConnections } from '../hooks/use-connections';
import { ConnectionCard } from './connection-card';

export const NO_CONNECTIONS_TEXT = 'Nothing to show here. Explore & send reqs to other users.';

/** Every connection as a card, or why there is none to show. */
export function ConnectionList() {
  const connections = useConnections();
  return (
    <QueryUserList query={connections} what="connections" emptyText={NO_CONNECTIONS_TEXT} label="Connections">
      {(user) => <ConnectionCard user={user} />}
    </QueryUserList>
  );
}
