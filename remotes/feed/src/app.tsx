import { RequireAuth, RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { FeedPage } from './routes/feed-page';
import { FiltersTestPage } from './routes/filters-test-page';
import './app.css';

const routes: RemoteRoute[] = [
  { path: 'feed', element: <RequireAuth><FeedPage /></RequireAuth> },
  // A page for developers: production builds leave it (and its code) out.
  ...(import.meta.env.PROD ? [] : [{ path: 'test', element: <FiltersTestPage /> }]),
];

/** The feed remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
