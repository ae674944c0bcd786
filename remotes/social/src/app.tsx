import { RequireAuth, RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { ConnectionsPage } from './routes/connections-page';
import { RequestsPage } from './routes/requests-page';
import { UsercardPage } from './routes/usercard-page';

const routes: RemoteRoute[] = [
  { path: 'reqs/review', element: <RequireAuth><RequestsPage /></RequireAuth> },
  { path: 'connections', element: <RequireAuth><ConnectionsPage /></RequireAuth> },
  // A page for developers: production builds leave it (and its code) out.
  ...(import.meta.env.PROD ? [] : [{ path: 'usercard', element: <UsercardPage /> }]),
];

/** The social remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
