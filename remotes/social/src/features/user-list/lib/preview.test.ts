import { describe, expect, it } from 'vitest';
import { userPreview } from './preview';

describe('userPreview', () => {
  it('cuts a long bio at 45 characters with an ellipsis', () => {
    const bio = 'Backend developer who likes queues, caches and very long bios indeed';
    expect(userPreview({ bio, skills: ['C'] })).toBe(`${bio.slice(0, 45)}…`);
  });

  it('shows a short bio whole', () => {
    expect(userPreview({ bio: 'Rustacean.', skills: ['RUST'] })).toBe('Rustacean.');
  });

  it('falls back to three skills with an ellipsis when the bio is the placeholder or empty', () => {
    expect(userPreview({ bio: 'Bio not available', skills: ['C', 'RUST', 'JAVA', 'PHP'] })).toBe('C, RUST, JAVA…');
    expect(userPreview({ bio: '', skills: ['C', 'RUST', 'JAVA'] })).toBe('C, RUST, JAVA');
    expect(userPreview({ bio: '  ', skills: [] })).toBe('');
  });
});
