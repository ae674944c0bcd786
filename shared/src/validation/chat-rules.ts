// Apart from the schema (chat.ts), so that a composer counting characters and refusing blank
// messages does not bring zod: the chat page never parses with it (~24 KB gzipped).
export const MESSAGE_MAX = 2000;

/** True when a chat message has something besides whitespace (SPEC §5: blank messages are not sent). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}
