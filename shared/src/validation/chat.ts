import { MESSAGE_MAX, isSendable } from './chat-rules';
import { MESSAGES } from './messages';
import { text } from './text';

/** A chat message: kept as typed (inner spaces and line breaks matter), but never blank. */
export const chatMessageSchema = text({ label: 'Message', max: MESSAGE_MAX, multiline: true, trim: false, tooShort: MESSAGES.blankMessage }).refine(
  isSendable,
  MESSAGES.blankMessage,
);
