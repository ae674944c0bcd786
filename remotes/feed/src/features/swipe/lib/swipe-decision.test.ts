import { describe, expect, it } from 'vitest';
import { exitDirection, swipeDecision } from './swipe-decision';

describe('swipeDecision', () => {
  it.each([
    [0, null],
    [99, null],
    [100, null],
    [101, 'interested'],
    [640, 'interested'],
    [-99, null],
    [-100, null],
    [-101, 'ignore'],
    [-640, 'ignore'],
  ])('a drag released at %i px → %s', (offset, expected) => {
    expect(swipeDecision(offset)).toBe(expected);
  });

  it('sends interested cards right and ignored cards left', () => {
    expect(exitDirection('interested')).toBe(1);
    expect(exitDirection('ignore')).toBe(-1);
  });
});
