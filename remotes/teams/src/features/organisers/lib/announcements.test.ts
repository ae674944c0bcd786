import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../../testing/fixtures';
import { withAnnouncement } from './announcements';

const a = (id: string) => ({ _id: id, eventId: 'e', text: `text ${id}`, createdAt: '2030-01-01T10:00:00Z' });

describe('withAnnouncement', () => {
  it('puts a new announcement on top, and a second copy of it nowhere', () => {
    const event = eventDetail({ announcements: [a('1')] });
    const once = withAnnouncement(event, a('2'));
    expect(once?.announcements.map((x) => x._id)).toEqual(['2', '1']);
    expect(withAnnouncement(once, a('2'))).toBe(once);
    expect(withAnnouncement(undefined, a('2'))).toBeUndefined();
  });
});
