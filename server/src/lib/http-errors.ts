import type { z } from 'zod';

export type ErrorDetails = Record<string, string>;

/**
 * An error meant for the client: `status` is the HTTP status, `code` a stable machine-readable
 * name, `message` a sentence the client may show verbatim. The error handler turns it into
 * `{ error: code, message, details? }`.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: ErrorDetails,
    /** For 429 and 503: when the client may try again, sent as `Retry-After` (seconds). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Fastify reads `statusCode` when an error escapes a hook or plugin. */
  get statusCode(): number {
    return this.status;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: ErrorDetails) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'Please sign in to continue.', code = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Not found.', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const payloadTooLarge = (message = 'That is too large.', code = 'PAYLOAD_TOO_LARGE') =>
  new HttpError(413, code, message);
/** 429 with the wait in the text (for people) and in `Retry-After` (for programs). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const unsupportedMediaType = (message = 'That type of content is not supported.', code = 'UNSUPPORTED_MEDIA_TYPE') =>
  new HttpError(415, code, message);

/** `{ 'socialIds.Github': 'Too long' }`; only the first message per field, root issues under `_`. */
export function zodDetails(error: z.ZodError): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    details[key] ??= issue.message;
  }
  return details;
}

export function validationError(error: z.ZodError): HttpError {
  const first = error.issues[0]?.message ?? 'Invalid input.';
  return new HttpError(400, 'VALIDATION', first, zodDetails(error));
}

/**
 * Validates untrusted input against a zod schema and returns the typed result, or throws the
 * 400 `VALIDATION` error whose `message` is the first issue's message (clients toast it as is).
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
