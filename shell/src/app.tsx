import { Outlet, RouterProvider, createBrowserRouter, type DataRouter, type RouteObject } from '@hackmate/shared/router';
import { QueryProvider } from '@hackmate/shared/query';
import { Layout, UnavailableState } from './features/layout';
import { useLiveToasts } from './features/notifications';
import { readRemoteCatalogue } from './features/remote-catalogue';
import { RemoteApp } from './features/remote-loading';
import { RouterLinks, useFocusHeadingOnNavigate, useHashScroll } from './features/routing';
import { AppToastContainer } from './features/toasts';
import { LandingPage } from './routes/landing-page';
import { NotFoundPage } from './routes/not-found-page';

/*
 * The shell once react-router runs (bootstrap.tsx loads this chunk when the visitor leaves `/`,
 * or at once on any other URL). It brings the router, the page's one query cache around every
 * remote, the toast container and the live toasts; none of them is on the landing page's first load.
 */

function Root() {
  useHashScroll();
  useFocusHeadingOnNavigate();
  useLiveToasts();
  return (
    <QueryProvider>
      <RouterLinks>
        <Layout toasts={<AppToastContainer />}>
          <Outlet />
        </Layout>
      </RouterLinks>
    </QueryProvider>
  );
}

/**
 * `/` is the landing page; each remote serves the path prefixes the runtime config gives it
 * (and everything below them), routing inside with its own <Routes>; anything else is the 404
 * page, or says that the runtime config is malformed when the shell could not read its remotes.
 */
export function appRoutes(): RouteObject[] {
  const { mounts, error } = readRemoteCatalogue();
  return [
    {
      element: <Root />,
      children: [
        { index: true, element: <LandingPage /> },
        // Keyed by mount: /reqs and /connections are the same remote but separate screens.
        ...mounts.map(({ remote, path }) => ({ path: `${path}/*`, element: <RemoteApp key={path} name={remote} basename={path} /> })),
        { path: '*', element: error ? <UnavailableState error={error} onRetry={() => window.location.reload()} /> : <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes());
}

export function App({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
