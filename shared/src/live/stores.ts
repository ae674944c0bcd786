import { atom, computed } from 'nanostores';
import type { LiveSummary } from '../types';
import type { LiveSocket } from './live-socket';

/** The tab's one live connection while someone is signed in; null before, after and while it opens. */
export const $liveSocket = atom<LiveSocket | null>(null);

/**
 * Whether the tab's live connection was cut: `down` while it is lost after having been up, and
 * `backAt` (ms) when it last came back after such a cut (null: never cut). What only the
 * connection keeps current (who is online) is unknown while down and until read again after `backAt`.
 */
export interface LiveCut {
  down: boolean;
  backAt: number | null;
}
export const NO_LIVE_CUT: LiveCut = { down: false, backAt: null };
export const $liveCut = atom<LiveCut>(NO_LIVE_CUT);

/** Unread messages per conversation partner (only partners with some). */
export const $unread = atom<Readonly<Record<string, number>>>({});

/** Unread messages per team chat (only teams with some). */
export const $teamUnread = atom<Readonly<Record<string, number>>>({});

const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((total, n) => total + n, 0);

/** Every unread message, in conversations and team chats alike: the Convos badge and the tab title. */
export const $unreadTotal = computed([$unread, $teamUnread], (unread, teamUnread) => sum(unread) + sum(teamUnread));

/** Connection requests others sent the user that still wait for an answer. */
export const $pendingRequests = atom(0);

/** The partner whose conversation is on screen in this tab (set by the chat), or null. */
export const $openConversation = atom<string | null>(null);

export function setOpenConversation(partnerId: string | null): void {
  $openConversation.set(partnerId);
}

/** The team whose chat is on screen in this tab (set by the team page), or null. */
export const $openTeamChat = atom<string | null>(null);

export function setOpenTeamChat(teamId: string | null): void {
  $openTeamChat.set(teamId);
}

/** The counts as the server has them (GET /live/summary). */
export function applySummary(summary: LiveSummary): void {
  $unread.set(Object.fromEntries(summary.unread.filter((c) => c.unread > 0).map((c) => [c.partnerId, c.unread])));
  $teamUnread.set(Object.fromEntries(Object.entries(summary.teamUnread ?? {}).filter(([, n]) => n > 0)));
  $pendingRequests.set(summary.pendingRequests);
}

export function addUnread(partnerId: string, count = 1): void {
  const unread = $unread.get();
  $unread.set({ ...unread, [partnerId]: (unread[partnerId] ?? 0) + count });
}

/** The conversation was read (here, in another tab, or by replying). */
export function clearUnread(partnerId: string): void {
  const unread = $unread.get();
  if (!(partnerId in unread)) return;
  const { [partnerId]: _read, ...rest } = unread;
  $unread.set(rest);
}

export function addTeamUnread(teamId: string, count = 1): void {
  const unread = $teamUnread.get();
  $teamUnread.set({ ...unread, [teamId]: (unread[teamId] ?? 0) + count });
}

/** The team's chat was read (here, in another tab, or by writing in it). */
export function clearTeamUnread(teamId: string): void {
  const unread = $teamUnread.get();
  if (!(teamId in unread)) return;
  const { [teamId]: _read, ...rest } = unread;
  $teamUnread.set(rest);
}

/** Nobody is signed in any more: nothing is unread or pending for this tab. */
export function resetLiveCounts(): void {
  $unread.set({});
  $teamUnread.set({});
  $pendingRequests.set(0);
}
