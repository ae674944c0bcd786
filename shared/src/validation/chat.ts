import { MESSAGES } from './messages';
import { text } from './text';

export const MESSAGE_MAX = 2000;

/** True when a chat message has something besides whitespace (SPEC §5: blank messages are not sent). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/** A chat message: kept as typed (inner spaces and line breaks matter), but never blank. */
export const chatMessageSchema = text({ label: 'Message', max: MESSAGE_MAX, multiline: true, trim: false, tooShort: MESSAGES.blankMessage }).refine(
  isSendable,
  MESSAGES.blankMessage,
);
