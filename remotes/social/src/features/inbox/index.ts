// Every ask waiting for the user's answer (GET /inbox), listed together on the Reqs screen:
// connection requests (answered as requests are), team invites, join requests and proposals.
export { useInbox, useAnswerTeamAsk } from './hooks/use-inbox';
export { TeamAskCard, type TeamAskCardProps } from './components/team-ask-card';
export { inboxTitle, type InboxEntry } from './lib/inbox-entry';
