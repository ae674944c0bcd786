import { RemoteRoutes, lazyOnInteraction, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { ProfileSkeleton } from './features/profile-cards';
import { OwnProfilePage } from './routes/own-profile-page';
import { UserProfilePage } from './routes/user-profile-page';
import './app.css';

// The profiles are where people arrive; settings and onboarding (with their forms and schemas)
// are chunks of their own, fetched at the first interaction with the page or when opened.
const loadingPage = <ProfileSkeleton label="Loading page" />;
const OnboardingPage = lazyOnInteraction(() => import('./routes/onboarding-page').then((m) => m.OnboardingPage), loadingPage);
const SettingsPage = lazyOnInteraction(() => import('./routes/settings-page').then((m) => m.SettingsPage), loadingPage);

const routes: RemoteRoute[] = [
  { path: 'profile', element: <OwnProfilePage /> },
  { path: 'profile/user/:userId', element: <UserProfilePage /> },
  { path: 'profile/update/skills', element: <OnboardingPage /> },
  { path: 'settings', element: <SettingsPage /> },
];

/** The profile remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p className="hm-profile-page">Page not found</p>} />;
}
