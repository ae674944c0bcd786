import { RemoteRoutes, type RemoteAppProps, type RemoteRoute } from '@hackmate/shared/ui';
import { ForgotPasswordPage } from './routes/forgot-password-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { SignInPage } from './routes/sign-in-page';
import './app.css';

const routes: RemoteRoute[] = [
  { path: 'signin', element: <SignInPage mode="signin" /> },
  // Its own page: the landing's call to action links here.
  { path: 'signup', element: <SignInPage mode="signup" /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:id/:token', element: <ResetPasswordPage /> },
];

/** The auth remote's one exposed module: its routes, mounted by the shell under `basename`. */
export default function App({ basename }: RemoteAppProps) {
  return <RemoteRoutes basename={basename} routes={routes} fallback={<p>Page not found</p>} />;
}
