import { MESSAGE_MAX, chatMessageSchema } from '@hackmate/shared/validation';
import { z } from 'zod';

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;
export const CLIENT_ID_MAX = 64;

const uuid = z.uuid('That is not a valid id.');

export const receiverParamsSchema = z.object({ receiverId: uuid });

/**
 * `before`: a message id from `nextCursor` (older page). `after`: a message id or an ISO time
 * (what arrived since, e.g. after a reconnect). Only one of them per request.
 */
export const historyQuerySchema = z
  .object({
    before: uuid.optional(),
    after: z
      .union([
        uuid.transform((afterId) => ({ afterId })),
        z.iso.datetime({ offset: true }).transform((afterTime) => ({ afterTime })),
      ], 'after must be a message id or an ISO time.')
      .optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
  })
  .refine((q) => !(q.before && q.after), 'Use either before or after, not both.');

export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** `sendMessage` payload. Only these fields count: a `senderId` in it is ignored (the session says who sends). */
export const sendMessageSchema = z.object({
  receiverId: uuid,
  message: chatMessageSchema,
  clientId: z.string().min(1).max(CLIENT_ID_MAX).optional(),
});

export const joinChatSchema = z.object({ receiverId: uuid });

export { MESSAGE_MAX };
