import { describe, expect, it } from 'vitest';
import { reportBody } from './report-body';

describe('reportBody', () => {
  const target = { kind: 'message', id: 'm1' } as const;

  it('leaves out empty details and a block that was not asked for', () => {
    expect(reportBody(target, { reason: 'spam', details: '', block: false })).toEqual({ target, reason: 'spam' });
  });

  it('sends details and block when given', () => {
    expect(reportBody(target, { reason: 'scam', details: 'Asked for money', block: true })).toEqual({ target, reason: 'scam', details: 'Asked for money', block: true });
  });
});
