import { $user, signOutLocally } from '@hackmate/shared/stores';
import type { QueryClient } from '@hackmate/shared/query';
import type { LiveSummary, ProposalUpdate, RequestUpdate, TeamChanged, TeamRequestUpdate } from '../types';
import type { LiveSocket } from './live-socket';
import { untilPageSettled } from './page-settled';
import type * as Refresh from './request-update';
import { askSession, type SessionCheck } from './session-end';

export interface LiveConnectionOptions {
  createSocket?: () => Promise<LiveSocket>;
  fetchSummary?: () => Promise<LiveSummary>;
  /** Whether the user can see this tab (a hidden tab does not read the chat on screen, 1:1 or team). */
  isVisible?: () => boolean;
  /** The signed-in user's id, when this tab knows it. */
  me?: () => string | undefined;
  /** A request concerning the user changed: lists showing requests or connections are stale. */
  requestsChanged?: (update: RequestUpdate) => void;
  /** An invite or join request concerning the user changed: that team and the user's inbox are stale. */
  teamRequestsChanged?: (update: TeamRequestUpdate) => void;
  /** A team the user is concerned with changed (members, roles, invites, owner): pages showing it are stale. */
  teamChanged?: (update: TeamChanged) => void;
  /** "Match me" proposed the user a team: the inbox and that event's proposal are stale. */
  proposalsChanged?: (update: ProposalUpdate) => void;
  /** What the socket waits for before it opens (page-settled.ts); null: nothing, open it now. */
  waitForPage?: () => Promise<void> | null;
  /**
   * Live events may have been lost (a reconnect, or the server's `catchUp`): every list on
   * screen that events keep current is stale. The open chat catches up by itself.
   */
  eventsMissed?: () => void;
  /** Asked when the server ended the socket or refused it: is the session still on? */
  checkSession?: SessionCheck;
  /** The server says the session is over: the tab signs out (as after a 401). */
  signedOut?: () => void;
}

// socket.io-client and axios load only when someone signs in, never with the landing page.
export const liveConnectionDefaults: Required<LiveConnectionOptions> = {
  createSocket: async () => (await import('@hackmate/shared/socket')).createSocket(),
  fetchSummary: async () => (await (await import('@hackmate/shared/api')).api().get<LiveSummary>('/live/summary')).data,
  isVisible: () => globalThis.document?.visibilityState !== 'hidden',
  me: () => $user.get()._id,
  // The one query cache of the page (loaded with it, never with the landing page): whatever
  // screen lists requests or connections, or shows the chat with that person, reads it again.
  requestsChanged: (update) => withQueryCache((refresh, client) => refresh.refreshAfterRequestUpdate(client, update)),
  teamRequestsChanged: (update) => withQueryCache((refresh, client) => refresh.refreshAfterTeamRequestUpdate(client, update)),
  teamChanged: (update) => withQueryCache((refresh, client) => refresh.refreshAfterTeamChange(client, update)),
  proposalsChanged: (update) => withQueryCache((refresh, client) => refresh.refreshAfterProposal(client, update)),
  waitForPage: untilPageSettled,
  eventsMissed: () => withQueryCache((refresh, client) => refresh.refreshAfterMissedEvents(client)),
  checkSession: askSession,
  signedOut: signOutLocally,
};

/** Runs `change` on the page's one query cache, loaded with it (never with the landing page). */
function withQueryCache(change: (refresh: typeof Refresh, client: QueryClient) => void): void {
  void Promise.all([import('@hackmate/shared/query'), import('./request-update')]).then(([{ getQueryClient }, refresh]) => change(refresh, getQueryClient()));
}
