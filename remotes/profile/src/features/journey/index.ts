// Project Journey and Hackathon Journey of the own profile: one editable list, two specs.
export { HackathonJourney } from './components/hackathon-journey';
export { ProjectJourney } from './components/project-journey';
