import { describe, expect, it } from 'vitest';
import { eventFormValues, isoToLocalInput, localInputToIso } from './event-form-values';
import { eventDetail } from '../../../testing/fixtures';

describe('datetime-local values and instants', () => {
  it('gives a local date and time the offset the viewer has at that date', () => {
    const iso = localInputToIso('2030-07-15T21:30');
    expect(iso).toMatch(/^2030-07-15T21:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2030, 6, 15, 21, 30).getTime());
  });

  it('leaves an empty or broken value for the schema to refuse', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('soon')).toBe('soon');
  });

  it('shows an instant back as the viewer’s local date and time', () => {
    expect(isoToLocalInput(localInputToIso('2030-01-02T03:04'))).toBe('2030-01-02T03:04');
    expect(isoToLocalInput('not a date')).toBe('');
  });

  it('fills the form from an event, with an empty city when online', () => {
    const values = eventFormValues(eventDetail({ mode: 'online', city: null }));
    expect(values).toMatchObject({ name: 'Hack the Harbour', mode: 'online', city: '', minTeamSize: 1, maxTeamSize: 4 });
    expect(new Date(localInputToIso(values.startsAt)).getTime()).toBe(Date.parse('2030-03-01T09:00:00+01:00'));
  });
});
