import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OwnUser } from '../modules/users';

export const TEST_PASSWORD = 'Str0ng#Passw0rd';

export interface SignUpInput {
  fullName: string;
  userName: string;
  emailId: string;
  password: string;
}

export interface SignedUp {
  user: OwnUser;
  /** `token=…`, ready for a `cookie` header. */
  cookie: string;
  password: string;
}

const run = randomBytes(3).toString('hex');
let counter = 0;

/**
 * A fresh client address per call: every test file signs up many accounts, and the
 * per-address sign-up limit is tested on its own, not tripped over by accident.
 */
export function uniqueIp(): string {
  const n = ++counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sign-up details no other call in this run uses. */
export function newUserInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const n = `${run}${(++counter).toString(36)}`;
  return { fullName: `Test User ${n}`, userName: `user_${n}`, emailId: `user.${n}@example.com`, password: TEST_PASSWORD, ...overrides };
}

/** The `token=…` cookie a response set, for the next request's `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const token = res.cookies.find((c) => c.name === 'token');
  if (!token?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `token=${token.value}`;
}

/** Creates a valid, unique account through POST /api/signup, signed in. */
export async function signUp(app: FastifyInstance, overrides: Partial<SignUpInput> = {}): Promise<SignedUp> {
  const input = newUserInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/signup', payload: input, remoteAddress: uniqueIp() });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { user: res.json<{ user: OwnUser }>().user, cookie: sessionCookie(res), password: input.password };
}

/** Signs in through POST /api/login and returns the new session's cookie. */
export async function signIn(app: FastifyInstance, emailId: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress: uniqueIp() });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function authHeaders(cookie: string): { cookie: string } {
  return { cookie };
}
