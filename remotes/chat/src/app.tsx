import { RemoteRoutes, RequireAuth, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { MessagesPage } from './routes/messages-page';

const routes: RemoteRoute[] = [
  { path: 'convos', element: <RequireAuth><MessagesPage /></RequireAuth> },
  { path: 'convos/:receiverId', element: <RequireAuth><MessagesPage /></RequireAuth> },
];

/** The chat remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
