// Invites and join requests: my inbox, a team's pending list for its owner, my own request on a
// team's page, the "Ask to join" / "Invite to <team>" actions with their dialog, and sending one.
export { AskToJoin } from './components/ask-to-join';
export { InvitePerson } from './components/invite-person';
export { MyTeamRequest } from './components/my-team-request';
export { PendingRequests } from './components/pending-requests';
export { RequestInbox } from './components/request-inbox';
export { TeamRequestItem } from './components/team-request-item';
export { useSendRequest } from './hooks/use-team-requests';
