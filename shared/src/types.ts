// The API's data types, inferred from the contracts (one definition each): see ./contracts.
export type { PublicUser, OwnUser, Project, Hackathon, PublicProfile, OwnProfile, TrustSignals } from './contracts/users';
export type { FeedUser, FeedPage } from './contracts/feed';
export type { InboxItem, InboxKind } from './contracts/inbox';
export type { ConnectionRequest, ConnectionWith, Match, PassedPerson, RequestSummary } from './contracts/requests';
export type { ChatMessage, Conversation, HistoryPage, Ack } from './contracts/chat';
export type { LiveSummary, ConversationRead, RequestUpdate, TeamRequestUpdate, TeamChanged, ProposalUpdate, EventAnnouncementUpdate, EventChanged, Typing, MessagesRead, Presence, PrivacySettings, ReadAnswer } from './contracts/live';
export type { TeamChatSummary, TeamChatMessage, TeamMessagesPage, TeamMessageReceived, TeamRead, TeamReadAnswer } from './contracts/team-chat';
