import { describe, expect, it } from 'vitest';
import { formationBodyInput, formationValues, unplacedText, viewerTimeZone } from './formation-values';

describe('formation values', () => {
  it('round-trips the rules through the form, leaving out roles set to 0', () => {
    const values = formationValues({ formationDeadline: null, requiredRoles: { design: 2 } });
    expect(values.formationDeadline).toBe('');
    expect(values.requiredRoles.design).toBe(2);
    expect(values.requiredRoles.backend).toBe(0);
    expect(formationBodyInput(values)).toEqual({ formationDeadline: null, requiredRoles: { design: 2 } });
  });

  it('sends the deadline with the viewer offset, the same instant it was given', () => {
    const iso = '2030-02-18T17:00:00.000Z';
    const body = formationBodyInput(formationValues({ formationDeadline: iso, requiredRoles: {} }));
    expect(new Date(body.formationDeadline!).toISOString()).toBe(iso);
  });

  it('names the time zone with its offset', () => {
    expect(viewerTimeZone()).toMatch(/\(UTC[+-]\d\d:\d\d\)$/);
  });

  it('says why someone stays unplaced', () => {
    expect(unplacedText({ reason: 'commitment', commitment: 'to-win' })).toContain('"To win"');
    expect(unplacedText({ reason: 'sizes', commitment: 'casual' })).toContain('team sizes');
  });
});
