// A team's group conversation on its page, for members only: history, live messages, an outbox
// that survives reconnects and reloads, and read positions for the live layer's badges.
export { EMPTY_TEAM_CHAT, TeamChat } from './components/team-chat';
