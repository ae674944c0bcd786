import { sessionScope } from '../plugins/auth';
import type { ApiModule } from './api-module';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { autoTeamRoutes } from './auto-team/routes';
import { avatarRoutes } from './avatars/routes';
import { chatRoutes } from './chat/routes';
import { clientErrorsRoutes } from './client-errors/routes';
import { eventsRoutes } from './events/routes';
import { organisersRoutes } from './events/organisers-routes';
import { feedRoutes } from './feed/routes';
import { healthRoutes } from './health/routes';
import { inboxRoutes } from './inbox/routes';
import { liveRoutes } from './live/routes';
import { metricsRoutes } from './metrics/routes';
import { notificationSettingsRoutes, openRoutes, unsubscribeRoutes } from './notifications/routes';
import { profileModule } from './profile';
import { pushRoutes } from './push/routes';
import { reportsRoutes } from './reports/routes';
import { requestsRoutes } from './requests/routes';
import { safetyRoutes } from './safety/routes';
import { teamChatRoutes } from './team-chat/routes';
import { teamsRoutes } from './teams/routes';

export type { ApiModule, BackgroundJob } from './api-module';

/**
 * Every API area, each registered by buildApp with `{ prefix: '/api' }` in its own
 * encapsulated context (its hooks stay local), with the app's config. A new area adds one line
 * here; areas for signed-in users only go through `sessionScope`, which checks the session once
 * for all their routes. Background work is in jobs.ts.
 */
export const apiModules: ApiModule[] = [
  healthRoutes,
  metricsRoutes,
  clientErrorsRoutes,
  authRoutes,
  avatarRoutes,
  sessionScope(profileModule),
  sessionScope(requestsRoutes),
  sessionScope(inboxRoutes),
  sessionScope(feedRoutes),
  sessionScope(chatRoutes),
  sessionScope(liveRoutes),
  sessionScope(safetyRoutes),
  sessionScope(reportsRoutes),
  sessionScope(accountRoutes),
  sessionScope(eventsRoutes),
  sessionScope(organisersRoutes),
  sessionScope(teamsRoutes),
  sessionScope(autoTeamRoutes),
  sessionScope(teamChatRoutes),
  sessionScope(notificationSettingsRoutes),
  sessionScope(pushRoutes),
  unsubscribeRoutes,
  openRoutes,
];
