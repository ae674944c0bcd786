import {
  createTeamBody,
  errorBody,
  eventParams,
  noContent,
  teamAnswer,
  teamCandidatePage,
  teamCandidatesQuery,
  teamList,
  teamMemberParams,
  teamParams,
  teamPassBody,
  transferOwnerBody,
  updateTeamBody,
  vouchAnswer,
  vouchBody,
} from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { rateLimit } from '../../plugins/rate-limit';
import { notifyEventChanged, notifyTeamChanged } from '../live';
import { EVENT_NOT_FOUND } from '../events';
import { listCandidates, passCandidate } from './candidates';
import { getTeam, listEventTeams, listMyTeams } from './read-service';
import { MEMBER_NOT_FOUND, TEAM_NOT_FOUND } from './refusals';
import { teamRequestRoutes } from './request-routes';
import { createTeam, removeMember, transferOwner, updateTeam } from './service';
import { vouch } from './vouches';

const tags = ['teams'];
// A pass is one swipe: quicker than invites, still not a flood.
const passing = rateLimit(120);

/**
 * Teams at an event, their members and open roles (README.md); invites and join requests are in
 * request-routes.ts:
 *   POST   /events/:eventId/teams            → 201 { data: TeamDetail }; 409 EVENT_OVER, ALREADY_IN_TEAM
 *   GET    /events/:eventId/teams            → { data: [TeamSummary] }
 *   GET    /teams/mine                       → { data: [TeamSummary] }
 *   GET    /teams/:teamId                    → { data: TeamDetail }; 404 TEAM_NOT_FOUND
 *   PATCH  /teams/:teamId                    → { data: TeamDetail }; 403 NOT_TEAM_OWNER
 *   POST   /teams/:teamId/owner              → { data: TeamDetail }; 404 MEMBER_NOT_FOUND
 *   GET    /teams/:teamId/candidates         → { data: [TeamCandidate], nextCursor } (members); 404 TEAM_NOT_FOUND; 400 BAD_CURSOR
 *   POST   /teams/:teamId/passes             → 204 (owner); 403 NOT_TEAM_OWNER; 404 TEAM_NOT_FOUND, USER_NOT_FOUND
 *   DELETE /teams/:teamId/members/:userId    → 204; 409 OWNER_MUST_HAND_OVER
 *   POST   /teams/:teamId/vouches            → 201 { data: Vouch }; 400 SELF_VOUCH; 404 TEAM_NOT_FOUND, MEMBER_NOT_FOUND; 409 EVENT_NOT_OVER, ALREADY_VOUCHED
 */
export const teamsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const teamId = (params: { teamId: string }) => parseId(params.teamId, TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
  await plain.register(teamRequestRoutes);

  app.post(
    '/events/:eventId/teams',
    {
      schema: {
        tags,
        summary: 'Create a team at a hackathon: you become its owner and first member',
        params: eventParams,
        body: createTeamBody,
        response: { 201: teamAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const eventId = parseId(request.params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
      const data = await createTeam(app.db, request.user.id, eventId, request.body);
      notifyEventChanged(app, eventId);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/events/:eventId/teams',
    { schema: { tags, summary: "A hackathon's teams, those with room first", params: eventParams, response: { 200: teamList, 404: errorBody } } },
    async (request) => ({ data: await listEventTeams(app.db, request.user.id, parseId(request.params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND')) }),
  );

  app.get('/teams/mine', { schema: { tags, summary: 'The teams you are in, upcoming events first', response: { 200: teamList } } }, async (request) => ({
    data: await listMyTeams(app.db, request.user.id),
  }));

  app.get(
    '/teams/:teamId',
    { schema: { tags, summary: 'A team: members, open roles, idea, and what you may do', params: teamParams, response: { 200: teamAnswer, 404: errorBody } } },
    async (request) => ({ data: await getTeam(app.db, request.user.id, teamId(request.params)) }),
  );

  app.patch(
    '/teams/:teamId',
    {
      schema: {
        tags,
        summary: "Edit your team's name, idea or open roles",
        params: teamParams,
        body: updateTeamBody,
        response: { 200: teamAnswer, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const data = await updateTeam(app.db, request.user.id, teamId(request.params), request.body);
      notifyTeamChanged(app, data._id);
      return { data };
    },
  );

  app.post(
    '/teams/:teamId/owner',
    {
      schema: {
        tags,
        summary: 'Hand your team over to another member',
        params: teamParams,
        body: transferOwnerBody,
        response: { 200: teamAnswer, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const data = await transferOwner(app.db, request.user.id, teamId(request.params), request.body.userId);
      notifyTeamChanged(app, data._id);
      return { data };
    },
  );

  app.get(
    '/teams/:teamId/candidates',
    {
      schema: {
        tags,
        summary: "People looking for a team at the event, best fit for your team's gaps first (members only)",
        params: teamParams,
        querystring: teamCandidatesQuery,
        response: { 200: teamCandidatePage, 404: errorBody },
      },
    },
    async (request) => listCandidates(app.db, request.user.id, teamId(request.params), request.query),
  );

  app.post(
    '/teams/:teamId/passes',
    {
      config: passing,
      schema: {
        tags,
        summary: 'Pass on someone in "Find people": they are not suggested to your team again (owner)',
        params: teamParams,
        body: teamPassBody,
        response: { 204: noContent('Passed'), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await passCandidate(app.db, request.user.id, teamId(request.params), request.body.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/teams/:teamId/vouches',
    {
      schema: {
        tags,
        summary: 'After the event, say you would team up again with a teammate (once per teammate and event)',
        params: teamParams,
        body: vouchBody,
        response: { 201: vouchAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const data = await vouch(app.db, request.user.id, teamId(request.params), request.body.userId);
      // Their profile and feed card show the count.
      app.bus.publish('user-changed', { userId: data.userId });
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/teams/:teamId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Leave a team (yourself) or remove a member (owner)',
        params: teamMemberParams,
        response: { 204: noContent('Left or removed'), 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const id = teamId(request.params);
      const memberId = parseId(request.params.userId, MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
      await removeMember(app.db, request.user.id, id, memberId);
      // The one who left (or was removed) sees it too, on any page of theirs that shows the team.
      notifyTeamChanged(app, id, [memberId]);
      return reply.code(204).send(null);
    },
  );
};
