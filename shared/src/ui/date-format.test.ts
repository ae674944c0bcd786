import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('formats as toLocaleString with the same locale and options would', () => {
    const at = new Date('2026-03-05T14:07:00Z');
    const options = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' } as const;
    expect(dateFormat('en-GB', options).format(at)).toBe(at.toLocaleString('en-GB', options));
    expect(dateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe('Mar 5, 2026');
  });

  it('keeps one formatter per locale and options, and tells different ones apart', () => {
    const a = dateFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
    expect(dateFormat('en-US', { weekday: 'short', timeZone: 'UTC' })).toBe(a);
    expect(dateFormat('en-US', { weekday: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(dateFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' }).format(new Date('2026-03-05T12:00:00Z'))).toBe('jeu.');
  });
});
