import { linePositions, offsetSpreadMinutes, utcOffsetMinutes } from './time-zones';

describe('utcOffsetMinutes', () => {
  it('follows daylight saving time north and south of the equator', () => {
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes('America/Los_Angeles', new Date('2026-01-15T12:00:00Z'))).toBe(-480);
    expect(utcOffsetMinutes('America/Los_Angeles', new Date('2026-07-15T12:00:00Z'))).toBe(-420);
    // Summer in Sydney is in January.
    expect(utcOffsetMinutes('Australia/Sydney', new Date('2026-01-15T12:00:00Z'))).toBe(660);
    expect(utcOffsetMinutes('Australia/Sydney', new Date('2026-07-15T12:00:00Z'))).toBe(600);
  });

  it('changes at the very minute the clocks do', () => {
    // New York springs forward at 02:00 local (07:00 UTC) on 8 March 2026.
    expect(utcOffsetMinutes('America/New_York', new Date('2026-03-08T06:59:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-03-08T07:00:00Z'))).toBe(-240);
    // Europe falls back at 01:00 UTC on 25 October 2026.
    expect(utcOffsetMinutes('Europe/London', new Date('2026-10-25T00:59:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/London', new Date('2026-10-25T01:00:00Z'))).toBe(0);
  });

  it('handles zones without daylight saving, half and quarter hours, and UTC itself', () => {
    expect(utcOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
    expect(utcOffsetMinutes('Asia/Kathmandu', new Date('2026-07-15T12:00:00Z'))).toBe(345);
    expect(utcOffsetMinutes('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(-210);
    expect(utcOffsetMinutes('UTC', new Date('2026-07-15T12:00:00Z'))).toBe(0);
    expect(utcOffsetMinutes('europe/berlin', new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('refuses an unknown zone or an invalid date', () => {
    expect(() => utcOffsetMinutes('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
    expect(() => utcOffsetMinutes('Europe/Berlin', new Date('not a date'))).toThrow(RangeError);
  });
});

describe('offsetSpreadMinutes', () => {
  it('is the largest clock difference, taken round the dial', () => {
    expect(offsetSpreadMinutes([60, -480])).toBe(540);
    expect(offsetSpreadMinutes([60, 120, 0, 330])).toBe(330);
    // UTC+13 and UTC−10 show the same time of day one hour apart.
    expect(offsetSpreadMinutes([780, -600])).toBe(60);
    expect(offsetSpreadMinutes([0, 480, 960])).toBe(960);
    expect(offsetSpreadMinutes([120])).toBe(0);
    expect(offsetSpreadMinutes([])).toBe(0);
  });
});

describe('linePositions', () => {
  it('cuts the dial open at its widest gap, so neighbours across the date line stay neighbours', () => {
    const offsets = [780, -600, 720, 60];
    const positions = linePositions(offsets);
    const gap = (a: number, b: number) => Math.abs(positions[a]! - positions[b]!);
    expect(gap(0, 1)).toBe(60);
    expect(gap(0, 2)).toBe(60);
    expect(gap(1, 2)).toBe(120);
    // Europe sits at one end of the line, the Pacific at the other.
    expect(positions[3]).toBe(0);
    expect(Math.min(positions[0]!, positions[1]!, positions[2]!)).toBe(660);
    expect(Math.max(...positions) - Math.min(...positions)).toBe(offsetSpreadMinutes(offsets));
  });
});
