import { RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { OnboardingPage } from './routes/onboarding-page';
import { OwnProfilePage } from './routes/own-profile-page';
import { SettingsPage } from './routes/settings-page';
import { UserProfilePage } from './routes/user-profile-page';
import './app.css';

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
