// The one chunk behind "Chat options" and a message's Report (see lazy-dialogs.ts).
export { ChatActionDialog } from './chat-action-dialog';
export { ReportMessage } from './report-message';
