// What a person can do about a chat partner: Remove connection, Block and Report (the header's
// "Chat options"), and Report on one of their messages. The dialogs come as a chunk of their own.
export { ChatActions, type ChatActionsProps } from './components/chat-actions';
export { ReportMessage } from './components/lazy-dialogs';
