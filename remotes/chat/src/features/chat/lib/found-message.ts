/** The message a search result opens, named in the chat's URL (`/convos/:partnerId?message=<id>`). */
export const FOUND_MESSAGE_PARAM = 'message';

/** Where a found message opens: its conversation, scrolled to it. */
export function foundMessageHref(partnerId: string, messageId: string): string {
  return `/convos/${encodeURIComponent(partnerId)}?${new URLSearchParams({ [FOUND_MESSAGE_PARAM]: messageId })}`;
}
