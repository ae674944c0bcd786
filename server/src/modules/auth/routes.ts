import {
  checkAuthAnswer,
  errorBody,
  forgotPasswordBody,
  googleLoginBody,
  googleSignedInAnswer,
  loginBody,
  messageBody,
  resetPasswordBody,
  resetLinkAnswer,
  resetLinkParams,
  resetPasswordParams,
  signedInAnswer,
  signupBody,
} from '@hackmate/shared/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, announceSessionsRevoked, verifySessionToken } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import type { ApiModule } from '../api-module';
import { toOwnUser } from '../users';
import { signInResponse, signOutResponse, type CookieSettings } from './cookie-session';
import { loginGuard } from './login-guard';
import { schedulePruning } from './prune';
import { isResetLinkLive, requestPasswordReset, resetPassword } from './reset-service';
import { googleLogin, logIn, signUp } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const tags = ['accounts'];

/**
 * Sign-up, sign-in (password and Google), sign-out, session check and password reset.
 * The session token only ever travels in the httpOnly cookie, never in a body.
 */
export const authRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const cookies: CookieSettings = { secret: config.jwtSecret, alwaysSecure: config.appUrl.startsWith('https:') };
  schedulePruning(app);
  // Answers about who is signed in must never be served from a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signup',
    { config: rateLimit(5), schema: { tags, summary: 'Create an account and sign in', body: signupBody, response: { 201: signedInAnswer, 409: errorBody } } },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      // Newcomers are in everyone's next feed page.
      app.bus.publish('user-changed', { userId: user.id });
      await signInResponse(app, cookies, request, reply, user.id);
      return reply.code(201).send({ message: 'Account created successfully!', user: toOwnUser(user) });
    },
  );

  const accountLimit = loginGuard(app);
  app.post(
    '/login',
    { config: rateLimit(10), schema: { tags, summary: 'Sign in with e-mail and password', body: loginBody, response: { 200: signedInAnswer, 401: errorBody, 403: errorBody } } },
    async (request, reply) => {
      await accountLimit.check(request);
      const user = await accountLimit.attempt(request, () => logIn(app.db, request.body.emailId, request.body.password));
      await signInResponse(app, cookies, request, reply, user.id);
      return { message: 'Successfully logged in!', user: toOwnUser(user) };
    },
  );

  app.post(
    '/google/login',
    {
      config: rateLimit(10),
      schema: { tags, summary: 'Sign in with a Firebase ID token from Google sign-in', body: googleLoginBody, response: { 200: googleSignedInAnswer, 401: errorBody, 403: errorBody, 409: errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const { user, existing } = await googleLogin(app.db, app.googleVerifier, request.body);
      if (!existing) app.bus.publish('user-changed', { userId: user.id });
      await signInResponse(app, cookies, request, reply, user.id);
      return { user: toOwnUser(user), existing };
    },
  );

  app.post('/logout', { schema: { tags, summary: 'End this session', response: { 200: messageBody } } }, async (request, reply) => {
    await signOutResponse(app, cookies, request, reply);
    return { message: 'User logged out successfully!' };
  });

  app.get('/check-auth', { schema: { tags, summary: 'Whether the session cookie names a live session', response: { 200: checkAuthAnswer } } }, async (request) => {
    const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
    return { status: session !== null };
  });

  app.post(
    '/forgotPassword',
    { config: rateLimit(5, FIFTEEN_MINUTES), schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordBody, response: { 200: messageBody, 404: errorBody, 503: errorBody } } },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, config.appUrl, request.body.emailId);
      return { message: 'Email sent' };
    },
  );

  // Read-only twin of the PATCH below: the reset page asks it on opening, so an expired or used
  // link is told before the person types a new password. Same limit: it is as good a guessing
  // oracle as the PATCH.
  app.get(
    '/resetPassword/:token/:id',
    {
      config: rateLimit(10, FIFTEEN_MINUTES),
      schema: { tags, summary: 'Whether a reset link still works (it is not used up)', params: resetLinkParams, response: { 200: resetLinkAnswer, 400: errorBody } },
    },
    async (request) => ({ data: { valid: await isResetLinkLive(app.db, request.params.id, request.params.token) } }),
  );

  app.patch(
    '/resetPassword/:token/:id',
    {
      config: rateLimit(10, FIFTEEN_MINUTES),
      schema: { tags, summary: 'Set a new password with a reset link', params: resetPasswordParams, body: resetPasswordBody, response: { 200: messageBody, 400: errorBody } },
    },
    async (request) => {
      const { token, id } = request.params;
      await resetPassword(app.db, id, token, request.body.password);
      announceSessionsRevoked(app, { userId: id, sessionIds: 'all' });
      return { message: 'Password updated' };
    },
  );
};
