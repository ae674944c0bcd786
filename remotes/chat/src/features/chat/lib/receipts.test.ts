import { describe, expect, it } from 'vitest';
import { ADA, ME, message } from '../../../testing/fixtures';
import { laterReadAt, receiptFor, receiptTarget } from './receipts';

const at = '2025-03-12T09:00:00.000Z';
const mine = message(ME, ADA, 'hi', at);

describe('receiptFor', () => {
  it('says Read once the partner read at or after the message', () => {
    expect(receiptFor(mine, { partnerReadAt: at })).toBe('read');
    expect(receiptFor(mine, { partnerReadAt: '2025-03-12T09:00:01Z' })).toBe('read');
    expect(receiptFor(mine, { partnerReadAt: '2025-03-12T08:59:59Z' })).toBe('sent');
  });

  it('says Delivered while the partner is online, or was active after the message', () => {
    expect(receiptFor(mine, { partnerReadAt: null, partnerPresence: { userId: ADA._id, online: true, lastActiveAt: null } })).toBe('delivered');
    expect(receiptFor(mine, { partnerReadAt: null, partnerPresence: { userId: ADA._id, online: false, lastActiveAt: '2025-03-12T09:05:00Z' } })).toBe('delivered');
    expect(receiptFor(mine, { partnerReadAt: null, partnerPresence: { userId: ADA._id, online: false, lastActiveAt: '2025-03-12T08:00:00Z' } })).toBe('sent');
  });

  it('says Sent when nothing more is known (receipts off, presence hidden)', () => {
    expect(receiptFor(mine, { partnerReadAt: null })).toBe('sent');
    expect(receiptFor(mine, { partnerReadAt: null, partnerPresence: null })).toBe('sent');
  });

  it('prefers Read to Delivered', () => {
    expect(receiptFor(mine, { partnerReadAt: at, partnerPresence: { userId: ADA._id, online: true, lastActiveAt: null } })).toBe('read');
  });
});

describe('receiptTarget', () => {
  it("is the user's last stored message", () => {
    const first = message(ME, ADA, 'one');
    const last = message(ME, ADA, 'two');
    expect(receiptTarget([message(ADA, ME, 'q'), first, last], ADA._id)).toBe(last);
  });

  it('skips pending and refused messages of the user', () => {
    const stored = message(ME, ADA, 'stored');
    const pending = { ...message(ME, ADA, 'pending'), _id: '', clientId: 'c1', pending: true };
    const failed = { ...message(ME, ADA, 'failed'), _id: '', clientId: 'c2', failed: 'Too fast' };
    expect(receiptTarget([stored, failed, pending], ADA._id)).toBe(stored);
  });

  it('is nothing when the partner wrote last, or the user never wrote', () => {
    expect(receiptTarget([message(ME, ADA, 'q'), message(ADA, ME, 'answer')], ADA._id)).toBeUndefined();
    expect(receiptTarget([], ADA._id)).toBeUndefined();
  });
});

describe('laterReadAt', () => {
  it('keeps the later position and never goes back', () => {
    expect(laterReadAt(null, at)).toBe(at);
    expect(laterReadAt(at, null)).toBe(at);
    expect(laterReadAt(at, '2025-03-12T08:00:00Z')).toBe(at);
    expect(laterReadAt(at, '2025-03-12T10:00:00Z')).toBe('2025-03-12T10:00:00Z');
  });
});
