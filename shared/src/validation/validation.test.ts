import { describe, expect, it } from 'vitest';
import {
  MESSAGES, deriveUsername, firstErrorMessage, hackathonSchema, isSendable, chatMessageSchema, loginSchema,
  profileEditSchema, projectCreateSchema, projectUpdateSchema, signupSchema,
} from './index';

const good = { fullName: 'Ada Lovelace', userName: 'ada_l.1815', emailId: 'Ada@Example.com', password: 'Engine#1843' };

function messageOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return null;
  return firstErrorMessage(r.error as never);
}

describe('sign-up rules (SPEC §5)', () => {
  it('accepts a valid sign-up and lowercases the e-mail', () => {
    expect(signupSchema.parse(good).emailId).toBe('ada@example.com');
  });

  it.each(['Ada', 'ada lovelace', 'ada-l', 'adä'])('refuses username %j with the spec message', (userName) => {
    expect(messageOf(signupSchema, { ...good, userName })).toBe(MESSAGES.usernameRule);
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com'])('refuses e-mail %j with the spec message', (emailId) => {
    expect(messageOf(signupSchema, { ...good, emailId })).toBe(MESSAGES.emailRule);
  });

  it.each(['Short#1', 'alllowercase#1', 'ALLUPPER#1', 'NoDigits#here', 'NoSymbol123'])('refuses weak password %j', (password) => {
    expect(messageOf(signupSchema, { ...good, password })).toBe(MESSAGES.passwordRule);
  });

  it('requires every sign-up field', () => {
    expect(messageOf(signupSchema, { ...good, fullName: '  ' })).toBe('Full name is required');
    expect(messageOf(signupSchema, { ...good, userName: undefined })).toBe('Username is required');
    expect(messageOf(loginSchema, { emailId: 'a@b.co' })).toBe('Password is required');
  });
});

describe('Google username rule', () => {
  it('lowercases, strips whitespace and foreign characters, adds 0-999', () => {
    expect(deriveUsername('Ada  Love-lace!', 'x@y.z', () => 0.5)).toBe('adalovelace500');
    expect(deriveUsername('', 'Grace.Hopper@navy.mil', () => 0.999)).toBe('grace.hopper999');
    expect(deriveUsername('李', 'bob_1@x.io', () => 0)).toBe('bob_10');
  });
});

describe('projects and hackathons', () => {
  it('uses the create and update messages of the spec', () => {
    expect(messageOf(projectCreateSchema, { title: 'x', description: '', url: 'u' })).toBe(MESSAGES.projectCreateIncomplete);
    expect(messageOf(projectUpdateSchema, { title: 'x', description: 'd', url: ' ' })).toBe('Please fill all the details');
  });

  it('requires hackathon name and description but not outcome', () => {
    expect(messageOf(hackathonSchema, { name: 'HackMIT', description: '' })).toBe('Please fill all the details');
    expect(hackathonSchema.parse({ name: 'HackMIT', description: 'Built a thing' }).outcome).toBe('');
  });
});

describe('profile edit', () => {
  it('strips fields that are not editable', () => {
    const parsed = profileEditSchema.parse({ bio: 'hi', emailId: 'evil@x.io', password: 'x', _id: 'other' });
    expect(parsed).toEqual({ bio: 'hi' });
  });

  it('refuses skills outside the catalogue and unknown social keys are dropped', () => {
    expect(profileEditSchema.safeParse({ skills: ['REACT.JS', 'COBOL'] }).success).toBe(false);
    expect(profileEditSchema.parse({ socialIds: { Github: 'github.com/ada', MySpace: 'x' } }).socialIds).toEqual({ Github: 'github.com/ada' });
  });

  it('refuses implausible graduation years', () => {
    expect(profileEditSchema.safeParse({ gradYear: 1200 }).success).toBe(false);
    expect(profileEditSchema.parse({ gradYear: '2027' }).gradYear).toBe(2027);
    expect(profileEditSchema.parse({ gradYear: '' }).gradYear).toBeNull();
    for (const gradYear of [1200, 'soon', true]) {
      const parsed = profileEditSchema.safeParse({ gradYear });
      expect(parsed.success || firstErrorMessage(parsed.error)).toBe('Enter a valid graduation year');
    }
  });
});

describe('chat messages', () => {
  it('does not send blank or whitespace-only messages', () => {
    expect(isSendable('  \n ')).toBe(false);
    expect(chatMessageSchema.safeParse('   ').success).toBe(false);
    expect(chatMessageSchema.safeParse('x'.repeat(2001)).success).toBe(false);
    expect(chatMessageSchema.parse('hello')).toBe('hello');
  });
});
