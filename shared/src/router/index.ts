/**
 * The router of the page: the part of react-router Hackmate uses, as one shared copy.
 * The router's context must be one object for the shell and every remote, so it is shared
 * through Module Federation — and a shared module is never tree-shaken. Shared directly,
 * react-router-dom was 60 KB gzipped on every signed-in page and 87 % of it never ran; sharing
 * this list instead lets the build drop the rest (~31 KB). Import routing from here, never from
 * react-router-dom (lint enforces it); a remote that needs more adds it here, which is an
 * addition to the singleton (a minor bump of SINGLETON_VERSION).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { DataRouter, Location, RouteObject } from 'react-router-dom';
