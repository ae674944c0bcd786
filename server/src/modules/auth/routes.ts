import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@hackmate/shared/validation';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../lib/http-errors';
import { SESSION_COOKIE, announceSessionsRevoked, signInResponse, signOutResponse, verifySessionToken } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { toOwnUser } from '../users/public-user';
import { loginGuard } from './login-guard';
import { requestPasswordReset, resetPassword } from './reset-service';
import { googleLoginSchema, resetParamsSchema } from './schemas';
import { googleLogin, logIn, signUp } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-up, sign-in (password and Google), sign-out, session check and password reset.
 * The session token only ever travels in the httpOnly cookie, never in a body.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // Answers about who is signed in must never be served from a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/signup', { config: rateLimit(5) }, async (request, reply) => {
    const user = await signUp(app.db, parse(signupSchema, request.body));
    await signInResponse(app, request, reply, user.id);
    return reply.code(201).send({ message: 'Account created successfully!', user: toOwnUser(user) });
  });

  const accountLimit = loginGuard(app);
  app.post('/login', { config: rateLimit(10) }, async (request, reply) => {
    const { emailId, password } = parse(loginSchema, request.body);
    await accountLimit.check(request);
    const user = await accountLimit.attempt(request, () => logIn(app.db, emailId, password));
    await signInResponse(app, request, reply, user.id);
    return { message: 'Successfully logged in!', user: toOwnUser(user) };
  });

  app.post('/google/login', { config: rateLimit(10) }, async (request, reply) => {
    const { user, existing } = await googleLogin(app.db, app.googleVerifier, parse(googleLoginSchema, request.body));
    await signInResponse(app, request, reply, user.id);
    return { user: toOwnUser(user), existing };
  });

  app.post('/logout', async (request, reply) => {
    await signOutResponse(app, request, reply);
    return { message: 'User logged out successfully!' };
  });

  app.get('/check-auth', async (request) => {
    const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
    return { status: session !== null };
  });

  app.post('/forgotPassword', { config: rateLimit(5, FIFTEEN_MINUTES) }, async (request) => {
    const { emailId } = parse(forgotPasswordSchema, request.body);
    await requestPasswordReset(app.db, app.mailer, app.hackmateAuth.appUrl, emailId);
    return { message: 'Email sent' };
  });

  app.patch('/resetPassword/:token/:id', { config: rateLimit(10, FIFTEEN_MINUTES) }, async (request) => {
    const { token, id } = parse(resetParamsSchema, request.params);
    const { password } = parse(resetPasswordSchema, request.body);
    await resetPassword(app.db, id, token, password);
    announceSessionsRevoked(app, { userId: id, sessionIds: 'all' });
    return { message: 'Password updated' };
  });
};
