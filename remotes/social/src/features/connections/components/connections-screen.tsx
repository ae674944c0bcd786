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
      {loading ? (
        <p className="hm-muted" role="status">
          Loading connections…
        </p>
      ) : failed ? (
        <p>
          Could not load your connections.{' '}
          <button type="button" className="hm-btn" onClick={reload}>
            Retry
          </button>
        </p>
      ) : connections.length === 0 ? (
        <p className="hm-muted">{NO_CONNECTIONS_TEXT}</p>
      ) : (
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
