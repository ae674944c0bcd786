// "Find people for <team>": the team's members filter and swipe through the people looking at its
// event, best fit for its gaps first; the owner invites or passes.
export { FindPeople } from './components/find-people';
export { CandidateCard, type CandidateCardProps } from './components/candidate-card';
export { NOBODY_LOOKING_TEXT } from './components/candidate-deck';
export { candidatesKey } from './hooks/use-candidate-stack';
