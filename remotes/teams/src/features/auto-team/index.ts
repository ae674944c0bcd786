// "Match me": the switch on my looking post, and the card of the team proposed to me (its people,
// who has confirmed, the time left, Accept and Decline, then the team's link).
export { MATCH_ME_HELP, MatchMeSwitch } from './components/match-me-switch';
export { ProposalCard, ProposalCardView } from './components/proposal-card';
export { autoTeamKey } from './hooks/use-auto-team';
