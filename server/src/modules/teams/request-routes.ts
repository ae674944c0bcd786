import { errorBody, inviteBody, joinRequestBody, teamParams, teamRequestAnswer, teamRequestInboxAnswer, teamRequestParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { rateLimit } from '../../plugins/rate-limit';
import { notifyTeamRequest } from '../live';
import { requestInbox } from './read-service';
import { REQUEST_NOT_FOUND, TEAM_NOT_FOUND } from './refusals';
import { answerRequest, askToJoin, invite } from './request-service';

const tags = ['teams'];
// Invites and join requests reach other people: a burst from one address is refused.
const asking = rateLimit(60);

/**
 * Invites and join requests between a team and people looking at its event (README.md):
 *   GET    /teams/requests                   → { data: { received: [TeamRequest], sent: [TeamRequest] } }
 *   POST   /teams/:teamId/invites            → 201 { data: TeamRequest }; 404 USER_NOT_FOUND; 409 NOT_LOOKING, ALREADY_IN_TEAM, ALREADY_ASKED, TEAM_FULL
 *   POST   /teams/:teamId/join-requests      → 201 { data: TeamRequest }; 409 NOT_LOOKING, ALREADY_IN_TEAM, ALREADY_ASKED, ROLE_NOT_OPEN, TEAM_FULL
 *   PATCH  /team-requests/:requestId/:answer → { data: TeamRequest }; 404 REQUEST_NOT_FOUND; 409 NOT_PENDING, TEAM_FULL, ALREADY_IN_TEAM
 */
export const teamRequestRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const teamId = (params: { teamId: string }) => parseId(params.teamId, TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');

  app.get(
    '/teams/requests',
    { schema: { tags, summary: 'Open invites and join requests: what waits for your answer and what you sent', response: { 200: teamRequestInboxAnswer } } },
    async (request) => ({ data: await requestInbox(app.db, request.user.id) }),
  );

  app.post(
    '/teams/:teamId/invites',
    {
      config: asking,
      schema: {
        tags,
        summary: 'Invite someone looking for a team at the event to yours',
        params: teamParams,
        body: inviteBody,
        response: { 201: teamRequestAnswer, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const data = await invite(app.db, request.user.id, teamId(request.params), request.body);
      // The person invited hears it live (badge, toast) wherever they are in the app.
      notifyTeamRequest(app, data, 'received');
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/teams/:teamId/join-requests',
    {
      config: asking,
      schema: {
        tags,
        summary: 'Ask to join a team (you must be looking for a team at its event)',
        params: teamParams,
        body: joinRequestBody,
        response: { 201: teamRequestAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const data = await askToJoin(app.db, request.user.id, teamId(request.params), request.body);
      notifyTeamRequest(app, data, 'received');
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/team-requests/:requestId/:answer',
    {
      schema: {
        tags,
        summary: 'Accept or decline an invite or join request sent to you, or withdraw one you sent',
        params: teamRequestParams,
        response: { 200: teamRequestAnswer, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const requestId = parseId(request.params.requestId, REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
      const data = await answerRequest(app.db, request.user.id, requestId, request.params.answer);
      // The sender hears the answer, and every open page of the team shows its new members.
      notifyTeamRequest(app, data, request.params.answer);
      return { data };
    },
  );
};
