import { z } from 'zod';
import { notFound } from './http-errors';

const uuid = z.uuid();

/** Row ids are UUIDs; anything else cannot name a row. */
export const isRowId = (value: unknown): value is string => uuid.safeParse(value).success;

/**
 * An id from the URL. Anything that is not a UUID cannot name a row, so it is answered like an
 * unknown id (404) instead of reaching the database and failing there.
 */
export function parseId(value: unknown, message: string, code = 'NOT_FOUND'): string {
  if (!isRowId(value)) throw notFound(message, code);
  return value;
}
