// Someone else's profile (/profile/user/:userId), read-only.
export { UserProfileView } from './components/user-profile-view';
export { useUserProfile } from './hooks/use-user-profile';
