export { MatchMoment, type MatchMomentProps } from './components/match-moment';
