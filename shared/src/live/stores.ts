import { atom, computed } from 'nanostores';
import type { LiveSummary } from '../types';
import type { LiveSocket } from './live-socket';

/** The tab's one live connection while someone is signed in; null before, after and while it opens. */
export const $liveSocket = atom<LiveSocket | null>(null);

/** Unread messages per conversation partner (only partners with some). */
export const $unread = atom<Readonly<Record<string, number>>>({});

export const $unreadTotal = computed($unread, (unread) => Object.values(unread).reduce((sum, n) => sum + n, 0));

/** Connection requests others sent the user that still wait for an answer. */
export const $pendingRequests = atom(0);

/** The partner whose conversation is on screen in this tab (set by the chat), or null. */
export const $openConversation = atom<string | null>(null);

export function setOpenConversation(partnerId: string | null): void {
  $openConversation.set(partnerId);
}

/** The counts as the server has them (GET /live/summary). */
export function applySummary(summary: LiveSummary): void {
  $unread.set(Object.fromEntries(summary.unread.filter((c) => c.unread > 0).map((c) => [c.partnerId, c.unread])));
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

/** Nobody is signed in any more: nothing is unread or pending for this tab. */
export function resetLiveCounts(): void {
  $unread.set({});
  $pendingRequests.set(0);
}
