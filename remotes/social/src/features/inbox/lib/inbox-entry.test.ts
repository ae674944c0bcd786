import { describe, expect, it } from 'vitest';
import { inboxItems } from '../../../testing/inbox-items';
import { inboxTitle, toEntries } from './inbox-entry';

describe('inbox entries', () => {
  it('gives every kind its own id and a title that says what it is', () => {
    const entries = toEntries(inboxItems);
    expect(new Set(entries.map((e) => e._id)).size).toBe(entries.length);
    expect(entries.map(inboxTitle)).toEqual([
      'Invite to Byte Club',
      'Tomás Ortega asks to join Night Owls',
      'Match me proposes a team at Hack Week',
      'Priya Raman wants to team up',
    ]);
  });
});
