import { errorBody, NOTIFICATION_KIND_LABELS, notificationSettingsAnswer, notificationSettingsInput, unsubscribeQuery } from '@hackmate/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../lib/http-errors';
import { rateLimit } from '../../plugins/rate-limit';
import type { ApiModule } from '../api-module';
import { readOpenToken, recordClick, screenUrl } from './outcomes';
import { getSettings, putSettings, turnOffEmail } from './preferences';
import { readUnsubscribeToken, type UnsubscribeKind } from './unsubscribe-token';

/**
 * The signed-in person's notification choices:
 *   GET /settings/notifications → { data: NotificationSettings } (the defaults until saved)
 *   PUT /settings/notifications → { data: NotificationSettings }; 400 an invalid body
 */
export const notificationSettingsRoutes: ApiModule = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  // Per person, not per address: many people may share one.
  const perUser = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `notification-settings:${request.user.id}` } };
  app.get('/settings/notifications', { schema: { tags, summary: 'Your notification settings', response: { 200: notificationSettingsAnswer } } }, async (request) => ({
    data: await getSettings(app.db, request.user.id),
  }));
  app.put(
    '/settings/notifications',
    { config: perUser, schema: { tags, summary: 'Save your notification settings', body: notificationSettingsInput, response: { 200: notificationSettingsAnswer, 400: errorBody } } },
    async (request) => ({ data: await putSettings(app.db, request.user.id, request.body) }),
  );
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Hackmate</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').serializer((p: unknown) => p as string).send(html);
}

const what = (kind: UnsubscribeKind) => (kind === 'digest' ? 'the daily digest' : `e-mails about: ${NOTIFICATION_KIND_LABELS[kind].toLowerCase()}`);

/**
 * One-click unsubscribe (RFC 8058), without a session: the signed token says who and which kind.
 *   GET  /notifications/unsubscribe?token= → a page asking to confirm (GET never changes anything:
 *        mail scanners open links)
 *   POST /notifications/unsubscribe?token= → that kind's e-mail turned off; a page saying so
 *   A malformed token → 400; a forged one → 403.
 */
export const unsubscribeRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the body says nothing else.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
  const html = z.string().meta({ contentMediaType: 'text/html' });

  const read = (token: string) => {
    const r = readUnsubscribeToken(config.jwtSecret, token);
    if (r === 'malformed') throw badRequest('This unsubscribe link is not valid.', 'BAD_TOKEN');
    if (r === 'forged') throw forbidden('This unsubscribe link is not valid.', 'BAD_TOKEN');
    return r;
  };

  app.get(
    '/notifications/unsubscribe',
    { config: rateLimit(60), schema: { tags, summary: 'Confirm stopping one kind of e-mail (link in every notification)', querystring: unsubscribeQuery, response: { 200: html, 400: errorBody, 403: errorBody } } },
    async (request, reply) => {
      const { kind } = read(request.query.token);
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return page(reply, 'Unsubscribe', `<p>Stop ${escapeHtml(what(kind))}?</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form><p><a href="${escapeHtml(config.appUrl)}/settings">All notification settings</a></p>`);
    },
  );

  app.post(
    '/notifications/unsubscribe',
    { config: rateLimit(60), schema: { tags, summary: 'One-click unsubscribe (RFC 8058): turns that kind of e-mail off', querystring: unsubscribeQuery, response: { 200: html, 400: errorBody, 403: errorBody } } },
    async (request, reply) => {
      const { userId, kind } = read(request.query.token);
      await turnOffEmail(app.db, userId, kind);
      return page(reply, 'Unsubscribed', `<p>You will no longer get ${escapeHtml(what(kind))}.</p><p><a href="${escapeHtml(config.appUrl)}/settings">All notification settings</a></p>`);
    },
  );
};

/**
 * A click on a notification's link, without a session (the token is the notification's id, signed):
 *   GET  /notifications/open/:token?to=/path → 303 to that path of this app; the first click recorded
 *   POST /notifications/open/:token          → 204; how the service worker reports a push's click
 *   A malformed token or a `to` that is not a path of this app → 400; a forged token → 403.
 */
export const openRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const params = z.object({ token: z.string().max(200) });
  const read = (token: string) => {
    const id = readOpenToken(config.jwtSecret, token);
    if (id === 'malformed') throw badRequest('This link is not valid.', 'BAD_TOKEN');
    if (id === 'forged') throw forbidden('This link is not valid.', 'BAD_TOKEN');
    return id;
  };

  app.get(
    '/notifications/open/:token',
    { config: rateLimit(120), schema: { tags, summary: "Follow a notification's link: records the click, redirects to the screen", params, querystring: z.object({ to: z.string().max(500) }), response: { 303: z.null(), 400: errorBody, 403: errorBody } } },
    async (request, reply) => {
      const id = read(request.params.token);
      const target = screenUrl(config.appUrl, request.query.to);
      if (!target) throw badRequest('This link leads nowhere in Hackmate.', 'BAD_TARGET');
      await recordClick(app.db, id, new Date());
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  app.post(
    '/notifications/open/:token',
    { config: rateLimit(120), schema: { tags, summary: "Report a click on a push notification", params, response: { 204: z.null(), 400: errorBody, 403: errorBody } } },
    async (request, reply) => {
      await recordClick(app.db, read(request.params.token), new Date());
      return reply.code(204).send(null);
    },
  );
};
