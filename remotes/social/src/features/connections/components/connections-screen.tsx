import { listPlaceholder } from '../../../components/list-placeholder';
import { useConnections } from '../hooks/use-connections';
import { ConnectionCard } from './connection-card';
import '../../../components/social-page.css';

export const NO_CONNECTIONS_TEXT = 'Nothing to show here. Explore & send reqs to other users.';

/** /connections ('Your Connections'). */
export function ConnectionsScreen() {
  const { connections, loading, failed, reload } = useConnections();
  return (
    <section className="hm-social-page" aria-labelledby="hm-connections-title">
      <h1 id="hm-connections-title">Your Connections</h1>
      {listPlaceholder({ loading, failed, empty: connections.length === 0, what: 'connections', emptyText: NO_CONNECTIONS_TEXT, onRetry: reload }) ?? (
        <ul className="hm-social-list" aria-label="Connections">
          {connections.map((user) => (
            <li key={user._id}>
              <ConnectionCard user={user} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
