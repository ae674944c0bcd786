import { z } from '../zod';
import { idParam } from './common';

/**
 * Safety: blocking someone and ending a connection. Answers without content are 204; a person who
 * does not exist, or whom the caller cannot see, is 404 "User not found" either way.
 */

export const blockParams = z.object({ userId: idParam('Who to block or unblock') });
export const unmatchParams = z.object({ userId: idParam('The connection to end') });

/** 204 answers: the documented status, no body. */
export const noContent = (description: string) => z.null().meta({ description });

export const blockedUser = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    userName: z.string(),
    profileUrl: z.string(),
    blockedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof blockedUser>;

export const blockedList = z
  .object({ data: z.array(blockedUser) })
  .meta({ id: 'BlockedList', description: 'The people you blocked, newest first (never who blocked you)' });
export type BlockedList = z.infer<typeof blockedList>;
