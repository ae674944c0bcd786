import { errorBody, liveSummary, presenceList, presenceQuery, privacySettingsAnswer, privacySettingsEdit, readAnswer, readParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { parseId } from '../../lib/ids';
import { userRoom } from '../../realtime/rooms';
import { announcePresence, presenceFor } from './presence';
import { markConversationRead } from './read';
import { unreadTeams } from '../team-chat';
import { inboxFor } from '../inbox';
import { readSettings, unreadConversations, writeSettings } from './repository';

const tags = ['live'];

/**
 * The counts behind the navbar's badges, and read positions:
 *   GET  /live/summary          → { unread: [{ partnerId, unread }], teamUnread: { teamId: n }, unreadTotal, pendingRequests }
 *   POST /convos/:partnerId/read → { partnerId, unread: 0 }; the user's other tabs hear `conversationRead`,
 *                                  the partner `messagesRead` (when both send read receipts)
 *   GET  /live/presence?ids=     → { data: [presence] }: connections who show it, online or last active
 *   GET|PATCH /settings/privacy  → { data: { showPresence, readReceipts } }
 */
export const liveRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/live/summary', { schema: { tags, summary: 'Unread messages (conversations and team chats) and pending requests, for the badges', response: { 200: liveSummary } } }, async (request) => {
    const me = request.user.id;
    const [unread, teamUnread, inbox] = await Promise.all([unreadConversations(app.db, me), unreadTeams(app.db, me), inboxFor(app.db, me)]);
    const unreadTotal = [...unread.map((c) => c.unread), ...Object.values(teamUnread)].reduce((sum, n) => sum + n, 0);
    // The badge counts exactly what GET /inbox lists.
    return { unread, teamUnread, unreadTotal, pendingRequests: inbox.length };
  });

  app.post(
    '/convos/:partnerId/read',
    { schema: { tags, summary: 'Mark your conversation with someone as read up to its newest message', params: readParams, response: { 200: readAnswer, 404: errorBody } } },
    async (request) => {
      const partnerId = parseId(request.params.partnerId, 'This user does not exist.', 'USER_NOT_FOUND');
      const me = request.user.id;
      // A conversation hidden from the user (a block either way, a suspended partner) is not theirs to mark.
      if (!(await markConversationRead(app, me, partnerId))) throw notFound('This user does not exist.', 'USER_NOT_FOUND');
      return { partnerId, unread: 0 as const };
    },
  );

  app.get(
    '/live/presence',
    { schema: { tags, summary: 'Whether your connections are online, or when they were last active', querystring: presenceQuery, response: { 200: presenceList } } },
    async (request) => ({ data: await presenceFor(app, request.user.id, request.query.ids) }),
  );

  app.get('/settings/privacy', { schema: { tags, summary: 'Your privacy settings', response: { 200: privacySettingsAnswer } } }, async (request) => ({
    data: await readSettings(app.db, request.user.id),
  }));

  app.patch(
    '/settings/privacy',
    { schema: { tags, summary: 'Change your privacy settings (only the fields sent)', body: privacySettingsEdit, response: { 200: privacySettingsAnswer } } },
    async (request) => {
      const me = request.user.id;
      const before = await readSettings(app.db, me);
      const after = await writeSettings(app.db, me, request.body);
      if (before.showPresence !== after.showPresence) {
        // Feed cards show when they were last active unless they hide it: drop the cached card.
        app.bus.publish('user-changed', { userId: me });
        const online = (await app.io.in(userRoom(me)).fetchSockets()).length > 0;
        await announcePresence(app, me, after.showPresence ? { online, lastActiveAt: new Date() } : 'hidden');
      }
      return { data: after };
    },
  );
};
