// When the feed runs out: the people passed, most recent first, with Interested still possible.
export { PassedOffer } from './components/passed-offer';
export { PassedPeople, type PassedPeopleProps } from './components/passed-people';
