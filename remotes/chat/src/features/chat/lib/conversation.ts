import { directKind, type ConversationAdapter, type DisplayMessage } from '@hackmate/shared/conversation';
import type { ChatMessage, HistoryPage } from '@hackmate/shared/types';
import { getHistory } from '../api/get-history';
import { markRead } from '../api/mark-read';

/** A 1:1 conversation: the one chat stack of @hackmate/shared on this remote's history and read calls. */
export const directChat: ConversationAdapter<ChatMessage, HistoryPage> = { ...directKind, fetchPage: getHistory, markRead };

/** A message as the chat pane shows it: stored, or one of the user's still pending or refused. */
export type ChatDisplayMessage = DisplayMessage<ChatMessage>;
