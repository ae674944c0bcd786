import {
  announcementAnswer,
  announcementBody,
  dashboardAnswer,
  formationRulesAnswer,
  formationRulesBody,
  errorBody,
  eventAnswer,
  eventParams,
  inviteLinkAnswer,
  joinParams,
  organiserBody,
  organiserList,
} from '@hackmate/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import type { ApiModule } from '../api-module';
import { notifyEventChanged } from '../live';
import { addOrganiser, joinByToken, postAnnouncement, removeOrganiser, rotateInviteLink } from './organisers-service';
import { EVENT_NOT_FOUND } from './service';
import { getDashboard } from './dashboard';
import { setFormationRules } from './formation-rules';
import { teamsCsv } from './teams-csv';

const tags = ['organisers'];
// Guessing invite links is hopeless (192 random bits), and this keeps it so for anyone trying.
const JOINS_PER_MINUTE = 10;

/**
 * Running an event (README.md). To anyone who does not run it, each route is the unknown event's 404.
 *   POST   /events/:eventId/organisers     { username } → { data: [Organiser] } (owner); 404 USER_NOT_FOUND
 *   DELETE /events/:eventId/organisers     { username } → { data: [Organiser] } (owner); 404 USER_NOT_FOUND
 *   POST   /events/:eventId/invite-link    → { data: { url } }: a fresh link, the previous one stops working
 *   POST   /events/join/:token             → { data: EventDetail }: going; 404 INVITE_NOT_FOUND; 409 EVENT_OVER
 *   POST   /events/:eventId/announcements  { text } → 201 { data: Announcement }
 *   GET    /events/:eventId/teams.csv      → text/csv: team, members, roles, emails
 *   GET    /events/:eventId/dashboard      → { data: Dashboard }: counts, teams by size, role coverage, at risk, unteamed, funnel
 */
export const organisersRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const eventId = (params: { eventId: string }) => parseId(params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');

  app.post(
    '/events/:eventId/organisers',
    { schema: { tags, summary: 'Add a co-organiser by username (owner only)', params: eventParams, body: organiserBody, response: { 200: organiserList, 404: errorBody } } },
    async (request) => addOrganiser(app.db, request.user.id, eventId(request.params), request.body.username),
  );

  app.delete(
    '/events/:eventId/organisers',
    { schema: { tags, summary: 'Remove a co-organiser by username (owner only)', params: eventParams, body: organiserBody, response: { 200: organiserList, 404: errorBody } } },
    async (request) => removeOrganiser(app.db, request.user.id, eventId(request.params), request.body.username),
  );

  app.post(
    '/events/:eventId/invite-link',
    { schema: { tags, summary: 'A fresh invite link (the previous one stops working)', params: eventParams, response: { 200: inviteLinkAnswer, 404: errorBody } } },
    async (request) => ({ data: { url: await rotateInviteLink(app.db, request.user.id, eventId(request.params), config.appUrl) } }),
  );

  app.post(
    '/events/join/:token',
    {
      config: { rateLimit: { max: JOINS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `join:${request.user.id}` } },
      schema: { tags, summary: 'Join an event through its invite link: you are going', params: joinParams, response: { 200: eventAnswer, 404: errorBody, 409: errorBody } },
    },
    async (request) => {
      const data = await joinByToken(app.db, request.user.id, request.params.token);
      notifyEventChanged(app, data._id);
      return { data };
    },
  );

  app.post(
    '/events/:eventId/announcements',
    {
      schema: { tags, summary: 'Announce something to everyone at the event (organisers)', params: eventParams, body: announcementBody, response: { 201: announcementAnswer, 404: errorBody } },
    },
    async (request, reply) => reply.code(201).send({ data: await postAnnouncement(app, request.user.id, eventId(request.params), request.body.text) }),
  );

  app.get(
    '/events/:eventId/teams.csv',
    {
      schema: {
        tags,
        summary: 'The teams as CSV: team, members, roles, and e-mails of people you invited (organisers)',
        params: eventParams,
        response: { 200: z.string().meta({ description: 'text/csv, header row team,members,roles,emails' }), 404: errorBody },
      },
    },
    async (request, reply) => {
      const id = eventId(request.params);
      const csv = await teamsCsv(app.db, request.user.id, id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="teams-${id}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/events/:eventId/dashboard',
    { schema: { tags, summary: 'Where the participants stand: counts, teams, the unteamed and the funnel (organisers)', params: eventParams, response: { 200: dashboardAnswer, 404: errorBody } } },
    async (request) => ({ data: await getDashboard(app.db, request.user.id, eventId(request.params)) }),
  );

  app.put(
    '/events/:eventId/formation',
    { schema: { tags, summary: 'Set the formation deadline and the roles each new team needs (organisers)', params: eventParams, body: formationRulesBody, response: { 200: formationRulesAnswer, 404: errorBody } } },
    async (request) => ({ data: await setFormationRules(app.db, request.user.id, eventId(request.params), request.body) }),
  );
};
