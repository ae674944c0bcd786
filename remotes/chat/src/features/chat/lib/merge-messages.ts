import type { ChatMessage } from '@hackmate/shared/types';

// Merging is the same for every chat (1:1 and team): it lives in @hackmate/shared/live.
export { catchUpFrom, lastStored, mergeMessages, messageKey } from '@hackmate/shared/live';

/**
 * A message as the chat pane shows it: a stored message (has `_id`) or one of ours that the server
 * has not acknowledged yet (`pending`, keyed by its `clientId`), or one it refused (`failed`).
 */
export interface DisplayMessage extends ChatMessage {
  pending?: boolean;
  /** Why the server refused it; the message stays on screen so the text is not lost. */
  failed?: string;
}
