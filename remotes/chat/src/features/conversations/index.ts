// The conversation list of /convos (1:1 conversations and team chats), kept current by the messages the live connection delivers.
export { ConversationList } from './components/conversation-list';
export { useConversations } from './hooks/use-conversations';
export { useTeamChats } from './hooks/use-team-chats';
export { formatConversationTime, type TimeFormatOptions } from './lib/conversation-time';
export { DELETED_USER, matchesSearch, partnerIds, personName } from './lib/participants';
