// Read-only pieces that both the own profile and someone else's profile draw.
export { HackathonCard } from './components/hackathon-card';
export { JourneySection } from './components/journey-section';
export { ProfileSummary } from './components/profile-summary';
export { ProjectCard } from './components/project-card';
export { RolesCard, SkillsCard } from './components/chips-card';
export { SocialLinksCard, hasSocials } from './components/social-links-card';
export { ProfileSkeleton } from './components/profile-skeleton';
