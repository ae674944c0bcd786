import type { NavEntry } from '../runtime-config';

/** What the rest of the system needs to know about one remote. */
export interface RemoteDescription {
  /** Its dev server's port under `pnpm dev` (the shell is on 3000, the API on 4000). */
  devPort: number;
  /** The path prefixes it serves, each with everything below it; it routes inside them itself. */
  mounts: string[];
  /** Pages for development only (test pages): served by `pnpm dev`, absent from production builds and deployments. */
  devMounts?: string[];
  /** Its entries in the shell's navbar. */
  nav: NavEntry[];
}

/**
 * The remotes, written once. The server turns this into the runtime configuration
 * (/runtime-config.js: each remote's manifest URL, mounts and nav entries), and the shell builds
 * its routes and navbar from that alone: a new remote is a new entry here (and its folder under
 * remotes/), with no change to the shell. Nav orders are spaced by 10 to leave room; the shell's
 * own landing-page links come after the signed-out entries.
 */
export const REMOTES = {
  auth: {
    devPort: 3001,
    mounts: ['/signin', '/forgot-password', '/reset-password'],
    nav: [{ label: 'Sign In', path: '/signin', order: 10, audience: 'signed-out' }],
  },
  feed: {
    devPort: 3002,
    mounts: ['/feed'],
    devMounts: ['/test'],
    nav: [{ label: 'Explore', path: '/feed', order: 10, audience: 'signed-in' }],
  },
  profile: {
    devPort: 3003,
    mounts: ['/profile', '/settings'],
    // Someone else's profile (/profile/user/:id) is not "your" Profile page.
    nav: [
      { label: 'Profile', path: '/profile', order: 50, audience: 'signed-in', activeOn: ['/profile', '/profile/update/*'] },
      { label: 'Settings', path: '/settings', order: 60, audience: 'signed-in' },
    ],
  },
  social: {
    devPort: 3004,
    mounts: ['/reqs', '/connections'],
    devMounts: ['/usercard'],
    nav: [
      { label: 'Reqs', path: '/reqs/review', order: 30, audience: 'signed-in', badge: 'pending' },
      { label: 'Connections', path: '/connections', order: 40, audience: 'signed-in' },
    ],
  },
  chat: {
    devPort: 3005,
    mounts: ['/convos'],
    nav: [{ label: 'Convos', path: '/convos', order: 20, audience: 'signed-in', badge: 'unread' }],
  },
  teams: {
    devPort: 3006,
    mounts: ['/events', '/teams'],
    // A team belongs to its hackathon: on /teams/… the Events entry is the current page.
    nav: [{ label: 'Events', path: '/events', order: 15, audience: 'signed-in', activeOn: ['/events/*', '/teams/*'] }],
  },
} satisfies Record<string, RemoteDescription>;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
