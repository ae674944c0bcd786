import { RequireAuth, RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { ConnectionsScreen } from './features/connections/components/connections-screen';
import { RequestsScreen } from './features/requests/components/requests-screen';
import { UsercardScreen } from './features/requests/components/usercard-screen';

const routes: RemoteRoute[] = [
  {
    path: 'reqs/review',
    element: (
      <RequireAuth>
        <RequestsScreen />
      </RequireAuth>
    ),
  },
  {
    path: 'connections',
    element: (
      <RequireAuth>
        <ConnectionsScreen />
      </RequireAuth>
    ),
  },
  { path: 'usercard', element: <UsercardScreen /> },
];

/** The social remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
