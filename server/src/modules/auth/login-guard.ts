import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, tooManyRequests } from '../../lib/http-errors';

/** Failed sign-ins one account may see in the window, whoever makes them and from wherever. */
export const FAILED_LOGINS_PER_ACCOUNT = 10;
const WINDOW_MS = 15 * 60_000;

/** The account a sign-in names, hashed: e-mail addresses are not written to Redis keys. */
function accountKey(request: FastifyRequest): string {
  const emailId = String((request.body as { emailId?: unknown } | undefined)?.emailId ?? '').trim().toLowerCase();
  return `login-failures:${createHash('sha256').update(emailId).digest('base64url')}`;
}

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/**
 * The per-address limits stop one machine guessing; this stops many machines guessing one
 * account's password. Only failures count, and the answer is the same whether or not the account
 * exists. Counters live where the other limits do (Redis when configured).
 */
export function loginGuard(app: FastifyInstance) {
  const failures = app.createRateLimit({
    max: Math.max(1, Math.round(FAILED_LOGINS_PER_ACCOUNT * app.rateLimitScale)),
    timeWindow: WINDOW_MS,
    keyGenerator: accountKey,
  });
  return {
    /** Refuses (429) while the account has used up its failures; even a right password waits. */
    async check(request: FastifyRequest): Promise<void> {
      const state = await failures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0 && state.ttl > 0) {
        throw tooManyRequests(`Too many failed sign-ins for this account, please try again in ${minutes(state.ttl)}.`, state.ttl / 1000);
      }
    },
    /** Runs a sign-in attempt, counting it against the account if the credentials were wrong. */
    async attempt<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
      try {
        return await signIn();
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) await failures(request);
        throw err;
      }
    },
  };
}
