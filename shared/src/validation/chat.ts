import { z } from 'zod';
import { MESSAGES } from './messages';

export const MESSAGE_MAX = 2000;

/** True when a chat message has something besides whitespace (SPEC §5: blank messages are not sent). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

export const chatMessageSchema = z
  .string({ error: MESSAGES.blankMessage })
  .refine(isSendable, MESSAGES.blankMessage)
  .refine((t) => t.length <= MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`);
