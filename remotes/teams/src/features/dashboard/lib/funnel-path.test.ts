import { describe, expect, it } from 'vitest';
import { funnelPoints } from './funnel-path';

const point = (going: number, looking: number, inTeam: number, h: number) => ({ at: new Date(Date.UTC(2026, 0, 1, h)).toISOString(), going, looking, inTeam });

describe('funnelPoints', () => {
  it('draws every line on the scale of the most people going, time left to right', () => {
    const series = [point(2, 1, 0, 0), point(4, 2, 1, 1), point(4, 4, 4, 2)];
    expect(funnelPoints(series, 'going', 100, 50)).toBe('0,25 50,0 100,0');
    expect(funnelPoints(series, 'inTeam', 100, 50)).toBe('0,50 50,37.5 100,0');
  });

  it('puts a single point in the middle, and draws nothing without points', () => {
    expect(funnelPoints([point(0, 0, 0, 0)], 'going', 100, 50)).toBe('50,50');
    expect(funnelPoints([], 'going', 100, 50)).toBe('');
  });
});
