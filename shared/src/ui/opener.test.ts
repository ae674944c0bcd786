import { describe, expect, it } from 'vitest';
import { OPENER_PARAM, sayHiPath, suggestOpener, type OpenerContext } from './opener';

const nothing: OpenerContext = { partner: { fullName: 'Ana Lima' }, sharedSkills: [], sharedRoles: [], sharedEvent: null };
const event = { _id: 'e1', name: 'HackMIT 2026' };

describe('suggestOpener', () => {
  it('names the event both are going to first, with their shared skills', () => {
    expect(suggestOpener({ ...nothing, sharedSkills: ['RUST', 'REACT.JS', 'GOLANG'], sharedRoles: ['backend'], sharedEvent: event })).toBe(
      "Hi Ana! We're both going to HackMIT 2026 and both work with RUST and REACT.JS — want to team up there?",
    );
    expect(suggestOpener({ ...nothing, sharedRoles: ['design'], sharedEvent: event })).toBe("Hi Ana! I saw we're both going to HackMIT 2026. Want to team up there?");
  });

  it('falls back to shared skills, then shared roles, then a friendly question', () => {
    expect(suggestOpener({ ...nothing, sharedSkills: ['PYTORCH'] })).toBe('Hi Ana! We both work with PYTORCH — what would you like to build at the next hackathon?');
    expect(suggestOpener({ ...nothing, sharedRoles: ['ml', 'design', 'product'] })).toBe(
      'Hi Ana! We both bring ML / data and Design to a team — what kind of project are you hoping to build?',
    );
    expect(suggestOpener(nothing)).toBe('Hi Ana! Glad we matched — what kind of project are you hoping to build?');
  });

  it('greets by first name, and cuts a very long event name', () => {
    expect(suggestOpener({ ...nothing, partner: { fullName: '  Cher  ' } })).toMatch(/^Hi Cher! /);
    expect(suggestOpener({ ...nothing, partner: { fullName: ' ' } })).toMatch(/^Hi there! /);
    const long = suggestOpener({ ...nothing, sharedEvent: { _id: 'e2', name: 'A'.repeat(300) } });
    expect(long).toContain(`${'A'.repeat(59)}…`);
    expect(long.length).toBeLessThan(140);
  });
});

describe('sayHiPath', () => {
  it('leads to the conversation with the opener in the URL, safely encoded', () => {
    const path = sayHiPath('/convos', 'u 1', 'Hi Ana! R&D?');
    expect(path).toBe('/convos/u%201?opener=Hi%20Ana!%20R%26D%3F');
    expect(new URL(path, 'https://x.test').searchParams.get(OPENER_PARAM)).toBe('Hi Ana! R&D?');
  });
});
