import { ConnectionList } from '../features/connections';
import { SocialPage } from '../features/user-list';

/** /connections ('Your Connections'). */
export function ConnectionsPage() {
  return (
    <SocialPage title="Your Connections">
      <ConnectionList />
    </SocialPage>
  );
}
