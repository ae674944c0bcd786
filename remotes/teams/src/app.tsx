import { RequireAuth, RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { EditEventPage } from './routes/edit-event-page';
import { EventPage } from './routes/event-page';
import { EventsPage } from './routes/events-page';
import { NewEventPage } from './routes/new-event-page';
import { TeamPage } from './routes/team-page';

const routes: RemoteRoute[] = [
  { path: 'events', element: <RequireAuth><EventsPage /></RequireAuth> },
  { path: 'events/new', element: <RequireAuth><NewEventPage /></RequireAuth> },
  { path: 'events/:eventId', element: <RequireAuth><EventPage /></RequireAuth> },
  { path: 'events/:eventId/edit', element: <RequireAuth><EditEventPage /></RequireAuth> },
  { path: 'teams/:teamId', element: <RequireAuth><TeamPage /></RequireAuth> },
];

/** The teams remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p className="hm-teams-page">Page not found</p>} />;
}
