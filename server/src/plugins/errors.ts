import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type ErrorDetails, HttpError, validationError } from '../lib/http-errors';
import { globalPlugin } from '../lib/plugin';

export interface ErrorBody {
  error: string;
  message: string;
  details?: ErrorDetails;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts, please try again in a minute.';

// Codes and wording for errors raised by Fastify itself or its plugins (no HttpError there).
const BY_STATUS: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'The request is not valid.'],
  401: ['UNAUTHENTICATED', 'Please sign in to continue.'],
  403: ['FORBIDDEN', 'You are not allowed to do that.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'That method is not allowed here.'],
  406: ['NOT_ACCEPTABLE', 'That format is not available.'],
  409: ['CONFLICT', 'That conflicts with the current state.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'That type of content is not supported.'],
  429: ['RATE_LIMITED', RATE_LIMITED_MESSAGE],
};

const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_BAD_URL: 'The address is not valid (broken percent-encoding).',
};

/** Fastify (AJV) schema validation → the same shape as zod validation. */
function ajvDetails(err: FastifyError): ErrorDetails {
  const details: ErrorDetails = {};
  for (const v of err.validation ?? []) {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const key = [v.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing].filter(Boolean).join('.') || '_';
    details[key] ??= v.message ?? 'is invalid';
  }
  return details;
}

// Errors the PostgreSQL driver reports when the database is unreachable, restarting or shutting
// down; Drizzle wraps them, so the causes are looked at too. A network code alone (ECONNRESET,
// EPIPE…) says nothing of where it came from — a browser that hung up mid-body raises the same —
// so it counts only inside a query's error or on a connection attempt (the pool's).
const PG_DOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const DB_DOWN_MESSAGES = /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|not queryable/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; query?: unknown; syscall?: unknown } | null;

export function isDatabaseUnavailable(err: unknown): boolean {
  let inQuery = false;
  for (let e = err as ErrorLike, i = 0; e && i < 4; e = e.cause as ErrorLike, i++) {
    // Drizzle's DrizzleQueryError carries the SQL it ran: what follows is the driver's.
    if (typeof e.query === 'string') inQuery = true;
    if (typeof e.code === 'string' && PG_DOWN_SQLSTATES.has(e.code)) return true;
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code) && (inQuery || e.syscall === 'connect' || e.syscall === 'getaddrinfo')) return true;
    if (typeof e.message === 'string' && DB_DOWN_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * The request ended on the client's side before its body was in: the client hung up, or stopped
 * sending until the request timeout cut it (Node answers 408 then). Nobody waits for an answer.
 */
function clientGone(request: FastifyRequest, err: unknown): boolean {
  // Not `raw.destroyed`: a request whose body was read to the end is destroyed too, and its
  // route's errors (a 401, a 409) must still be answered.
  const raw = request.raw;
  return (raw.readableAborted || raw.socket?.destroyed === true) && !isDatabaseUnavailable(err);
}

export const databaseUnavailable = () =>
  new HttpError(503, 'DATABASE_UNAVAILABLE', 'Hackmate cannot reach its database right now. Please try again in a moment.');

export function toErrorResponse(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof ZodError) err = validationError(err);
  if (!(err instanceof HttpError) && isDatabaseUnavailable(err)) err = databaseUnavailable();
  if (err instanceof HttpError) {
    const body: ErrorBody = { error: err.code, message: err.message };
    if (err.details) body.details = err.details;
    return { status: err.status, body };
  }
  const e = err as FastifyError;
  if (e.validation) {
    const details = ajvDetails(e);
    return { status: 400, body: { error: 'VALIDATION', message: Object.values(details)[0] ?? 'Invalid input.', details } };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const [code, fallback] = BY_STATUS[status] ?? ['BAD_REQUEST', 'The request is not valid.'];
    // Fastify's own texts are written for developers; plugin texts are usually fine for people.
    const message = FRIENDLY_BY_CODE[e.code] ?? (e.code?.startsWith('FST_') || !e.message ? fallback : e.message);
    return { status, body: { error: code, message } };
  }
  return { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong' } };
}

// Seconds to wait when the refusal does not say: a rate limit's window is at most a minute away
// for most limits; a database coming back takes seconds.
const DEFAULT_RETRY_AFTER = { 429: 60, 503: 5 } as const;

/** The error's own wait, else one a plugin already set (@fastify/rate-limit), else the default. */
function retryAfter(err: unknown, status: 429 | 503, reply: FastifyReply): number {
  if (err instanceof HttpError && err.retryAfterSeconds) return err.retryAfterSeconds;
  const set = Number(reply.getHeader('retry-after'));
  return Number.isFinite(set) && set > 0 ? set : DEFAULT_RETRY_AFTER[status];
}

/**
 * Fastify's `frameworkErrors` (app.ts): a URL it cannot decode, refused before any route or
 * error handler runs, answers in the API's error shape too.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(err);
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The innermost cause's code and message ("timeout exceeded when trying to connect", ECONNREFUSED):
 * what an operator needs to tell a saturated pool from a database that is down. Only the innermost
 * one, the driver's own, which never holds the query's parameters.
 */
export function rootCause(err: unknown): string | undefined {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  for (let i = 0; e?.cause && i < 4; i++) e = e.cause as typeof e;
  if (!e) return undefined;
  // Without a cause the error is the query's own, whose message may quote parameters.
  if (e === err) return typeof e.code === 'string' ? e.code : undefined;
  return [e.code, e.message].filter((part) => typeof part === 'string' && part).join(': ') || undefined;
}

/**
 * One JSON error shape for the whole API: `{ error: CODE, message, details? }`.
 * An unexpected failure is logged once as an error with its stack (and the request id, as every
 * line of request.log) and answered generically: no stack or SQL ever leaves. A designed 5xx
 * refusal (Google sign-in not configured, the database restarting) is one warning line.
 */
export const errorsPlugin = globalPlugin('hackmate-errors', async (app) => {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (clientGone(request, err)) {
      // Routine on the internet, nothing an operator must act on: one info line and a count.
      request.log.info({ elapsedMs: Math.round(reply.elapsedTime) }, 'request aborted: the client hung up or stopped sending before its body was in');
      app.metrics.requestAborted();
      return reply.hijack();
    }
    const { status, body } = toErrorResponse(err);
    if (status >= 500 && body.error === 'INTERNAL') request.log.error({ err }, 'request failed');
    else if (status >= 500) request.log.warn({ status, code: body.error, cause: rootCause(err) }, body.message);
    // Every refusal that passes with time says when to come back, whoever raised it.
    if (status === 429 || status === 503) reply.header('retry-after', String(retryAfter(err, status, reply)));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({ error: 'NOT_FOUND', message: `Nothing here: ${request.method} ${path}` } satisfies ErrorBody);
  });
});
