// The signed-in user's own profile: its data (read once, written back by every confirmed change)
// and the left column of /profile. Onboarding saves through `useEditProfile`; the journeys write
// their confirmed items through `useUpdateOwnProfile`.
export { OwnProfileDetails } from './components/own-profile-details';
export { useEditProfile } from './hooks/use-edit-profile';
export { useOwnProfile } from './hooks/use-own-profile';
export { useUpdateOwnProfile } from './hooks/use-update-own-profile';
