import {
  attendanceAnswer,
  attendanceBody,
  createEventBody,
  errorBody,
  eventAnswer,
  eventList,
  eventParams,
  listEventsQuery,
  lookingList,
  lookingQuery,
  noContent,
  updateEventBody,
} from '@hackmate/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { notifyEventChanged } from '../live';
import { createEvent, EVENT_NOT_FOUND, getEvent, leaveEvent, listEvents, listLooking, setAttendance, updateEvent } from './service';

const tags = ['events'];
const HOUR = 60 * 60 * 1000;
// Listing a hackathon is rare; a flood of made-up ones from one account is refused.
const EVENTS_PER_HOUR = 30;

/**
 * Hackathons and who is going and looking for a team (README.md):
 *   GET    /events                        → { data: [EventSummary], page, hasMore }
 *   POST   /events                        → 201 { data: EventDetail }; 409 DUPLICATE_EVENT
 *   GET    /events/:eventId               → { data: EventDetail }; 404 EVENT_NOT_FOUND (also invite-only, to outsiders)
 *   PATCH  /events/:eventId               → { data: EventDetail } (organisers; others 404); 409 DUPLICATE_EVENT, MAX_BELOW_TEAM
 *   PUT    /events/:eventId/attendance    → { data: MyAttendance }; 409 EVENT_OVER, IN_TEAM
 *   DELETE /events/:eventId/attendance    → 204; 409 IN_TEAM
 *   GET    /events/:eventId/looking       → { data: [LookingPerson], page, hasMore }
 */
export const eventsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const eventId = (params: { eventId: string }) => parseId(params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');

  app.get(
    '/events',
    { schema: { tags, summary: 'Hackathons: upcoming (soonest first) or past (latest first), by name, mode or city', querystring: listEventsQuery, response: { 200: eventList } } },
    async (request) => listEvents(app.db, request.user.id, request.query),
  );

  app.post(
    '/events',
    {
      config: { rateLimit: { max: EVENTS_PER_HOUR, timeWindow: HOUR, keyGenerator: (request: FastifyRequest) => `events:${request.user.id}` } },
      schema: { tags, summary: 'Add a hackathon (the same name and start twice is refused)', body: createEventBody, response: { 201: eventAnswer, 409: errorBody } },
    },
    async (request, reply) => reply.code(201).send({ data: await createEvent(app.db, request.user.id, request.body) }),
  );

  app.get(
    '/events/:eventId',
    { schema: { tags, summary: 'One hackathon, with how you stand to it', params: eventParams, response: { 200: eventAnswer, 404: errorBody } } },
    async (request) => ({ data: await getEvent(app.db, request.user.id, eventId(request.params)) }),
  );

  app.patch(
    '/events/:eventId',
    {
      schema: {
        tags,
        summary: 'Edit a hackathon you run (to anyone else it is not found)',
        params: eventParams,
        body: updateEventBody,
        response: { 200: eventAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ data: await updateEvent(app.db, request.user.id, eventId(request.params), request.body) }),
  );

  app.put(
    '/events/:eventId/attendance',
    {
      schema: {
        tags,
        summary: 'Mark yourself going, with or without a "looking for a team" post',
        params: eventParams,
        body: attendanceBody,
        response: { 200: attendanceAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const id = eventId(request.params);
      const data = await setAttendance(app.db, request.user.id, id, request.body);
      notifyEventChanged(app, id);
      return { data };
    },
  );

  app.delete(
    '/events/:eventId/attendance',
    {
      schema: {
        tags,
        summary: 'No longer going (your pending invites and join requests there are cancelled)',
        params: eventParams,
        response: { 204: noContent('Not going'), 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const id = eventId(request.params);
      await leaveEvent(app.db, request.user.id, id);
      notifyEventChanged(app, id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/events/:eventId/looking',
    {
      schema: {
        tags,
        summary: 'People looking for a team at this hackathon, newest first',
        params: eventParams,
        querystring: lookingQuery,
        response: { 200: lookingList, 404: errorBody },
      },
    },
    async (request) => listLooking(app.db, request.user.id, eventId(request.params), request.query),
  );
};
