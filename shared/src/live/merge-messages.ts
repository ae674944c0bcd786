/**
 * What merging needs of a message, 1:1 or team alike: the server's id once stored ('' before), the
 * sending client's id, and the server's time.
 */
export interface MergeableMessage {
  _id: string;
  clientId?: string | null;
  timestamp: string;
  /** One of ours the server has not acknowledged yet (keyed by its clientId). */
  pending?: boolean;
}

/** The identity of a message across its life: the server id once stored, else the client id. */
export function messageKey(m: Pick<MergeableMessage, '_id' | 'clientId'>): string {
  return m._id ? `id:${m._id}` : `client:${m.clientId ?? ''}`;
}

function byTime(a: MergeableMessage, b: MergeableMessage): number {
  const t = Date.parse(a.timestamp) - Date.parse(b.timestamp);
  if (t !== 0 && !Number.isNaN(t)) return t;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Folds `incoming` into `current` without ever showing a message twice: a stored copy replaces the
 * pending copy with the same clientId, and the same stored message (live event, ack and history
 * refetch may all deliver it) is kept once. Stored messages are ordered by server time; ours that
 * are still unacknowledged stay at the end in the order they were written.
 */
export function mergeMessages<M extends MergeableMessage>(current: readonly M[], incoming: readonly M[]): M[] {
  const stored = new Map<string, M>();
  const unsent = new Map<string, M>();
  const storedClientIds = new Set<string>();

  for (const m of [...current, ...incoming]) {
    if (m._id && !m.pending) {
      stored.set(m._id, m);
      if (m.clientId) storedClientIds.add(m.clientId);
    } else if (m.clientId) {
      unsent.set(m.clientId, m);
    }
  }
  const waiting = [...unsent.values()].filter((m) => !storedClientIds.has(m.clientId!));
  return [...[...stored.values()].sort(byTime), ...waiting];
}

/** The newest server-stored message: where a catch-up after a reconnect starts from. */
export function lastStored<M extends MergeableMessage>(messages: readonly M[]): M | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m._id && !m.pending) return m;
  }
  return undefined;
}

// Messages racing the disconnect may carry a timestamp slightly older than the newest one we
// saw (timestamps come from concurrent transactions), so the catch-up overlaps a little; the
// merge drops what we already have.
const CATCH_UP_OVERLAP_MS = 5_000;

/** Where a catch-up after a reconnect starts (an ISO time), or null for the newest page. */
export function catchUpFrom(messages: readonly MergeableMessage[]): string | null {
  const last = lastStored(messages);
  return last ? new Date(Date.parse(last.timestamp) - CATCH_UP_OVERLAP_MS).toISOString() : null;
}
