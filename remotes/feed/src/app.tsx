import { RequireAuth, RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { FeedScreen } from './screens/feed-screen';
import { FiltersTestScreen } from './screens/filters-test-screen';

const routes: RemoteRoute[] = [
  {
    path: 'feed',
    element: (
      <RequireAuth>
        <FeedScreen />
      </RequireAuth>
    ),
  },
  { path: 'test', element: <FiltersTestScreen /> },
];

/** The feed remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
