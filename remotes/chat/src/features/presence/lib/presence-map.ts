import type { Presence } from '@hackmate/shared/types';

/** Presence by user id; someone absent shows nothing (they hide it, or it is not known). */
export type PresenceMap = Readonly<Record<string, Presence>>;

export function toPresenceMap(list: readonly Presence[]): PresenceMap {
  return Object.fromEntries(list.map((p) => [p.userId, p]));
}

/** The map after a `presence` event; `online: false, lastActiveAt: null` means they started hiding it. */
export function withPresence(map: PresenceMap, event: Presence): PresenceMap {
  if (!event.online && !event.lastActiveAt) {
    if (!(event.userId in map)) return map;
    const { [event.userId]: _hidden, ...rest } = map;
    return rest;
  }
  return { ...map, [event.userId]: event };
}
