import {
  accountExport,
  accountSessionList,
  changePasswordBody,
  deleteAccountBody,
  errorBody,
  noContent,
  sessionIdParams,
} from '@hackmate/shared/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { clearSessionCookie, type CookieSettings } from '../auth';
import type { ApiModule } from '../api-module';
import { deleteAccount } from './delete';
import { buildExport } from './export';
import { changePassword, listSessions, SESSION_NOT_FOUND, signOutOtherSessions, signOutSession } from './service';

const tags = ['account'];
const FIFTEEN_MINUTES = 15 * 60_000;

/** A limit per signed-in user (not per address): a stolen session cannot guess passwords faster from many machines. */
function perUser(name: string, max: number, timeWindow: number): FastifyContextConfig {
  return { rateLimit: { max, timeWindow, keyGenerator: (request: FastifyRequest) => `${name}:${request.user.id}` } };
}

/**
 * Account settings (README.md):
 *   GET    /account/sessions                    → { data: [{ _id, browser, createdAt, lastUsedAt, current }] }
 *   DELETE /account/sessions/:sessionId         → 204 (the current one also clears the cookie); 404 not yours
 *   POST   /account/sessions/sign-out-others    → 204
 *   POST   /account/password                    → 204; 403 wrong current password; 400 Google-only account
 *   GET    /account/export                      → the JSON file of everything held about you
 *   DELETE /account                             → 204, cookie cleared; 403 wrong password or Google confirmation
 */
export const accountRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const cookies: CookieSettings = { secret: config.jwtSecret, alwaysSecure: config.appUrl.startsWith('https:') };

  app.get('/account/sessions', { schema: { tags, summary: 'Your signed-in sessions, this one marked', response: { 200: accountSessionList } } }, async (request) => ({
    data: await listSessions(app, request.user),
  }));

  app.delete(
    '/account/sessions/:sessionId',
    { schema: { tags, summary: 'Sign one of your sessions out', params: sessionIdParams, response: { 204: noContent('Signed out'), 404: errorBody } } },
    async (request, reply) => {
      const sessionId = parseId(request.params.sessionId, SESSION_NOT_FOUND, 'SESSION_NOT_FOUND');
      if (await signOutSession(app, request.user, sessionId)) clearSessionCookie(cookies, request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/sign-out-others',
    { schema: { tags, summary: 'Sign out of every session but this one', response: { 204: noContent('Other sessions signed out') } } },
    async (request, reply) => {
      await signOutOtherSessions(app, request.user);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/password',
    {
      config: perUser('password-change', 10, FIFTEEN_MINUTES),
      schema: {
        tags,
        summary: 'Change your password (other sessions are signed out)',
        body: changePasswordBody,
        response: { 204: noContent('Password changed'), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await changePassword(app, request.user, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/export',
    {
      config: perUser('account-export', 5, 60 * 60_000),
      schema: { tags, summary: 'Download everything Hackmate holds about you (JSON)', response: { 200: accountExport, 404: errorBody } },
    },
    async (request, reply) => {
      const data = await buildExport(app.db, request.user.id);
      const name = data.account.userName.replace(/[^a-z0-9._-]/gi, '');
      reply.header('content-disposition', `attachment; filename="hackmate-export-${name}.json"`);
      return data;
    },
  );

  app.delete(
    '/account',
    {
      config: perUser('account-delete', 10, FIFTEEN_MINUTES),
      schema: {
        tags,
        summary: 'Delete your account (confirm with your password, or a fresh Google sign-in)',
        body: deleteAccountBody,
        response: { 204: noContent('Account deleted'), 403: errorBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      await deleteAccount(app, config.uploadDir, request.user.id, request.body);
      clearSessionCookie(cookies, request, reply);
      return reply.code(204).send(null);
    },
  );
};
