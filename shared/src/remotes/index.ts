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
  /**
   * What a screen asks the API for first, by the exact path of its page (paths relative to the
   * API base, byte for byte what the screen requests): the server names these in a signed-in
   * page so they load beside the scripts instead of after them. e2e/web-speed.spec.ts checks
   * that each is requested once, from the page.
   */
  firstData?: Record<string, string[]>;
  /**
   * Lazy chunks of its `./app` (by their webpackChunkName) that a page needs at once, by path
   * (`/convos/*`: any page below /convos): the server names their files in that page, as it does
   * the `./app` chunks, so a deep link does not wait for `./app` to run before asking for them.
   */
  firstChunks?: Record<string, string[]>;
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
    mounts: ['/signin', '/signup', '/forgot-password', '/reset-password'],
    nav: [{ label: 'Sign In', path: '/signin', order: 10, audience: 'signed-out' }],
  },
  feed: {
    devPort: 3002,
    mounts: ['/feed'],
    devMounts: ['/test'],
    nav: [{ label: 'Explore', path: '/feed', order: 10, audience: 'signed-in' }],
    firstData: { '/feed': ['/feed'] },
  },
  profile: {
    devPort: 3003,
    mounts: ['/profile', '/settings'],
    // Someone else's profile (/profile/user/:id) is not "your" Profile page.
    nav: [
      { label: 'Profile', path: '/profile', order: 50, audience: 'signed-in', activeOn: ['/profile', '/profile/update/*'] },
      { label: 'Settings', path: '/settings', order: 60, audience: 'signed-in' },
    ],
    firstData: { '/profile': ['/profile/view'] },
  },
  social: {
    devPort: 3004,
    mounts: ['/reqs', '/connections'],
    devMounts: ['/usercard'],
    nav: [
      { label: 'Reqs', path: '/reqs/review', order: 30, audience: 'signed-in', badge: 'pending' },
      { label: 'Connections', path: '/connections', order: 40, audience: 'signed-in' },
    ],
    firstData: { '/connections': ['/user/connections'], '/reqs/review': ['/user/reqs/received', '/user/reqs/sent'] },
  },
  chat: {
    devPort: 3005,
    mounts: ['/convos'],
    nav: [{ label: 'Convos', path: '/convos', order: 20, audience: 'signed-in', badge: 'unread' }],
    firstData: { '/convos': ['/get-conversations'] },
    // One conversation's screen is its own chunk (the list loads without it).
    firstChunks: { '/convos/*': ['chat-screen'] },
  },
  teams: {
    devPort: 3006,
    mounts: ['/events', '/teams'],
    // A team belongs to its hackathon: on /teams/… the Events entry is the current page.
    nav: [{ label: 'Events', path: '/events', order: 15, audience: 'signed-in', activeOn: ['/events/*', '/teams/*'] }],
    firstData: { '/events': ['/events?when=upcoming&page=1', '/teams/mine', '/teams/requests'] },
  },
} satisfies Record<string, RemoteDescription>;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
