import type { z } from 'zod';

/** The first message of a failed parse — what the client shows as a toast. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
