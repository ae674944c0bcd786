import { describe, expect, it } from 'vitest';
import { activeFilterCount, gradYearOptions, NO_FILTERS, toFeedQuery, toggle } from './filters';

describe('feed filters', () => {
  it('offers the ten graduation years from five before to four after this year', () => {
    expect(gradYearOptions(new Date('2026-03-01'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it('counts every ticked skill and year plus a chosen experience level', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ skills: ['C', 'RUST'], experience: 'beginner', gradYears: [2026] })).toBe(4);
  });

  it('builds stable query parameters and leaves out empty filters', () => {
    expect(toFeedQuery(NO_FILTERS)).toEqual({});
    expect(toFeedQuery({ skills: ['RUST', 'C++'], experience: 'experienced', gradYears: [2027, 2025] })).toEqual({
      skills: 'C++,RUST',
      experience: 'experienced',
      gradYears: '2025,2027',
    });
  });

  it('toggles an item in and out of a list', () => {
    expect(toggle(['C'], 'RUST')).toEqual(['C', 'RUST']);
    expect(toggle(['C', 'RUST'], 'C')).toEqual(['RUST']);
  });
});
