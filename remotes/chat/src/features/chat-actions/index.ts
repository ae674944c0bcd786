// What a person can do about a chat partner: Remove connection, Block and Report (the header's
// "Chat options"), and Report on one of their messages.
export { ChatActions, type ChatActionsProps } from './components/chat-actions';
export { ReportMessage } from './components/report-message';
