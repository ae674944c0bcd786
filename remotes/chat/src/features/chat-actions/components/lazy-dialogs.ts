import { lazyOnInteraction } from '@hackmate/shared/ui';

export type { Asking } from './chat-action-dialog';

// The dialogs, the report form and their requests are one chunk, fetched at the first
// interaction with the page (or when one opens): the chat's first screen never runs them.
const load = () => import('./dialogs');

export const ChatActionDialog = lazyOnInteraction(() => load().then((m) => m.ChatActionDialog), null);
export const ReportMessage = lazyOnInteraction(() => load().then((m) => m.ReportMessage), null);
