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

export function toErrorResponse(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof ZodError) err = validationError(err);
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

/**
 * One JSON error shape for the whole API: `{ error: CODE, message, details? }`.
 * 5xx are logged with their stack and answered generically: no stack or SQL ever leaves.
 */
export const errorsPlugin = globalPlugin('hackmate-errors', async (app) => {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({ error: 'NOT_FOUND', message: `Nothing here: ${request.method} ${path}` } satisfies ErrorBody);
  });
});
