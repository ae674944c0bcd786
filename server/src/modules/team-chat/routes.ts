import { errorBody, teamChatList, teamMessagesPage, teamMessagesQuery, teamParams, teamReadAnswer } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { parseId } from '../../lib/ids';
import { userRoom } from '../../realtime/rooms';
import { TEAM_NOT_FOUND } from '../teams';
import { getTeamMessages, listTeamChats, markTeamChatRead } from './service';

const tags = ['team chat'];

/**
 * A team's chat over HTTP, for its members only; messages are sent over Socket.IO
 * (`sendTeamMessage`, server/src/realtime/team-chat):
 *   GET  /teams/:teamId/messages?before=&after=&limit= → { messages (oldest first), nextCursor }
 *        404 TEAM_NOT_FOUND to anyone who is not a member (as an unknown team), 400 bad cursor
 *   POST /teams/:teamId/read → { teamId, unread: 0 }; the member's other tabs hear `teamRead`
 *   GET  /team-chats         → { data: [TeamChatSummary] }: my team chats, newest activity first (the Convos list)
 */
export const teamChatRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const teamId = (params: { teamId: string }) => parseId(params.teamId, TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');

  app.get(
    '/teams/:teamId/messages',
    {
      schema: {
        tags,
        summary: "A page of your team's chat, from when you joined (oldest first within the page)",
        params: teamParams,
        querystring: teamMessagesQuery,
        response: { 200: teamMessagesPage, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => getTeamMessages(app.db, request.user.id, teamId(request.params), request.query),
  );

  app.get('/team-chats', { schema: { tags, summary: 'Your team chats as conversations, newest activity first', response: { 200: teamChatList } } }, async (request) => ({
    data: await listTeamChats(app.db, request.user.id),
  }));

  app.post(
    '/teams/:teamId/read',
    { schema: { tags, summary: "Mark your team's chat as read up to its newest message", params: teamParams, response: { 200: teamReadAnswer, 404: errorBody } } },
    async (request) => {
      const me = request.user.id;
      const id = teamId(request.params);
      if (!(await markTeamChatRead(app.db, me, id))) throw notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
      app.io.to(userRoom(me)).emit('teamRead', { teamId: id });
      return { teamId: id, unread: 0 as const };
    },
  );
};
