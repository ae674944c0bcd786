import { describe, expect, it } from 'vitest';
import { toPresenceMap, withPresence } from './presence-map';

const online = { userId: 'u-ada', online: true, lastActiveAt: null };

describe('presence map', () => {
  it('indexes the server list by user', () => {
    expect(toPresenceMap([online])).toEqual({ 'u-ada': online });
  });

  it('follows events: online, away, and hidden (removed)', () => {
    const away = { userId: 'u-ada', online: false, lastActiveAt: '2025-03-12T15:00:00Z' };
    const map = withPresence(toPresenceMap([online]), away);
    expect(map).toEqual({ 'u-ada': away });
    expect(withPresence(map, { userId: 'u-ada', online: false, lastActiveAt: null })).toEqual({});
    const empty = {};
    expect(withPresence(empty, { userId: 'u-alan', online: false, lastActiveAt: null })).toBe(empty);
  });
});
