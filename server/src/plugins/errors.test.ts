import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createTestApp } from '../testing/harness';
import { conflict, parse } from '../lib/http-errors';
import { isDatabaseUnavailable, rootCause } from './errors';

const signup = z.object({
  userName: z.string().regex(/^[a-z0-9._]+$/, 'Username should consist of lowercase characters, numbers & (\'.\' , \'_\') only'),
  emailId: z.email('Enter valid email address'),
  socialIds: z.object({ Github: z.string().max(5, 'Too long') }).optional(),
});

const routes: FastifyPluginAsync = async (app) => {
  app.get('/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  app.post('/test/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
  app.post('/test/signup', async (request) => parse(signup, request.body));
  app.post('/test/taken', async () => {
    throw conflict('That username is taken', 'USERNAME_TAKEN');
  });
};

const t = await createTestApp({ deps: { extraRoutes: routes } });
afterAll(() => t.close());

describe('error responses', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nothing here: GET /api/does-not-exist' });
  });

  it('hides unexpected errors behind a generic 500 (no stack, no SQL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: 'Something went wrong' });
    expect(res.body).not.toMatch(/secret_table|at .*\.ts/);
  });

  it('passes HttpError status, code and message through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'USERNAME_TAKEN', message: 'That username is taken' });
  });

  it('turns zod failures into 400 with the first message and per-field details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { userName: 'Bad Name', emailId: 'nope', socialIds: { Github: 'much-too-long' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION',
      message: "Username should consist of lowercase characters, numbers & ('.' , '_') only",
      details: {
        userName: "Username should consist of lowercase characters, numbers & ('.' , '_') only",
        emailId: 'Enter valid email address',
        'socialIds.Github': 'Too long',
      },
    });
  });

  it('returns the parsed value when input is valid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/signup', payload: { userName: 'ann_1', emailId: 'a@b.io', extra: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userName: 'ann_1', emailId: 'a@b.io' });
  });

  it('refuses JSON bodies over ~100 KB with a JSON 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { text: 'x'.repeat(150 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
  });

  it('accepts a normal body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { text: 'x'.repeat(50 * 1024) } });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers a URL that cannot be decoded in the same JSON shape (400), not Fastify\'s own', async () => {
    for (const url of ['/api/profile/user/%ff', '/api/avatars/%', '/api/uploads/%E2%82']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: 'The address is not valid (broken percent-encoding).' });
    }
  });

  it('answers unsupported content types with a JSON 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/x-weird' }, payload: 'a' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('the cause logged with a 5xx refusal', () => {
  const query = 'Failed query: select * from users where email = $1\nparams: ana@example.com';

  it("names the driver's own failure, so a saturated pool reads apart from a database that is down", () => {
    const timeout = new Error(query, { cause: new Error('timeout exceeded when trying to connect') });
    expect(rootCause(timeout)).toBe('timeout exceeded when trying to connect');
    const refused = new Error(query, { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
    expect(rootCause(refused)).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it("never quotes the failed query's parameters", () => {
    expect(rootCause(new Error(query))).toBeUndefined();
    expect(rootCause(Object.assign(new Error(query), { code: '57P01' }))).toBe('57P01');
  });
});


describe('what counts as the database being away', () => {
  const queryError = (cause: Error) => Object.assign(new Error('Failed query: select 1', { cause }), { query: 'select 1', params: [] });
  const withCode = (message: string, fields: Record<string, string>) => Object.assign(new Error(message), fields);

  it("the driver's failures, inside a query or on connecting", () => {
    expect(isDatabaseUnavailable(queryError(withCode('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('not a network code from elsewhere: a browser that hung up mid-body, a mail server', () => {
    expect(isDatabaseUnavailable(withCode('aborted', { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseUnavailable(withCode('write EPIPE', { code: 'EPIPE', syscall: 'write' }))).toBe(false);
    expect(isDatabaseUnavailable(withCode('Connection closed unexpectedly', { code: 'ESOCKET' }))).toBe(false);
  });
});
