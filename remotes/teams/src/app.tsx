import { RequireAuth, RemoteRoutes, lazyOnInteraction, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { Loading } from './features/layout';
import { EventsPage } from './routes/events-page';

// /events is where people arrive; the other pages (and the forms and schemas only they use) come
// as chunks of their own, fetched at the first interaction with the page or when opened.
const loadingPage = <Loading label="Loading page" />;
const NewEventPage = lazyOnInteraction(() => import('./routes/new-event-page').then((m) => m.NewEventPage), loadingPage);
const EventPage = lazyOnInteraction(() => import('./routes/event-page').then((m) => m.EventPage), loadingPage);
const EditEventPage = lazyOnInteraction(() => import('./routes/edit-event-page').then((m) => m.EditEventPage), loadingPage);
const JoinEventPage = lazyOnInteraction(() => import('./routes/join-event-page').then((m) => m.JoinEventPage), loadingPage);
const ManageEventPage = lazyOnInteraction(() => import('./routes/manage-event-page').then((m) => m.ManageEventPage), loadingPage);
const TeamPage = lazyOnInteraction(() => import('./routes/team-page').then((m) => m.TeamPage), loadingPage);

const routes: RemoteRoute[] = [
  { path: 'events', element: <RequireAuth><EventsPage /></RequireAuth> },
  { path: 'events/new', element: <RequireAuth><NewEventPage /></RequireAuth> },
  // The invite link: signed out, RequireAuth keeps the path and sign-in comes back to it.
  { path: 'events/join/:token', element: <RequireAuth><JoinEventPage /></RequireAuth> },
  { path: 'events/:eventId', element: <RequireAuth><EventPage /></RequireAuth> },
  { path: 'events/:eventId/edit', element: <RequireAuth><EditEventPage /></RequireAuth> },
  { path: 'events/:eventId/manage', element: <RequireAuth><ManageEventPage /></RequireAuth> },
  { path: 'teams/:teamId', element: <RequireAuth><TeamPage /></RequireAuth> },
];

/** The teams remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p className="hm-teams-page">Page not found</p>} />;
}
