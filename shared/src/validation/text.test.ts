import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat';
import { profileEditSchema } from './profile';
import { signupSchema, loginSchema } from './auth';
import { text } from './text';
import { visibleLength } from './text-length';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the text rule', () => {
  const bio = text({ label: 'Bio', max: 5, multiline: true });
  const name = text({ label: 'Name', max: 5, min: 1 });

  it('refuses NUL and other control characters, naming the field', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f']) {
      expect(messages(name.safeParse(bad))).toEqual([': Name contains characters that are not allowed (control characters)']);
    }
  });

  it('lets multi-line fields keep newlines and tabs, and stores CRLF as LF', () => {
    expect(bio.parse('a\r\nb\tc')).toBe('a\nb\tc');
    expect(name.safeParse('a\nb').success).toBe(false);
  });

  it('refuses lone surrogates (broken Unicode)', () => {
    expect(messages(name.safeParse('a\ud83d'))).toEqual([': Name contains broken characters']);
    expect(messages(name.safeParse('\udc00b'))).toEqual([': Name contains broken characters']);
    expect(name.parse('😀')).toBe('😀');
  });

  it('normalises to NFC and trims', () => {
    expect(name.parse('  Cafe\u0301 ')).toBe('Café');
    expect(name.parse('Cafe\u0301')).toHaveLength(4);
  });

  it('counts characters as people see them', () => {
    const coder = '👩‍💻';
    expect(visibleLength(coder)).toBe(1);
    expect(name.parse(coder.repeat(5))).toBe(coder.repeat(5));
    expect(messages(name.safeParse(coder.repeat(6)))).toEqual([': Name must be at most 5 characters']);
  });

  it('refuses absurdly long input without counting it', () => {
    expect(name.safeParse('x'.repeat(1_000_000)).success).toBe(false);
  });
});

describe('the rule in the contracts', () => {
  it('applies to every sign-up and sign-in field', () => {
    const signup = signupSchema.safeParse({ fullName: 'Ada\u0000', userName: 'ada', emailId: 'ada@x.io', password: 'Str0ng!pass' });
    expect(messages(signup)).toEqual(['fullName: Full name contains characters that are not allowed (control characters)']);
    const login = loginSchema.safeParse({ emailId: 'ada@x.io\u0000', password: 'x' });
    expect(messages(login)).toEqual(['emailId: Email contains characters that are not allowed (control characters)']);
    const password = loginSchema.safeParse({ emailId: 'ada@x.io', password: 'pa\u0000ss' });
    expect(messages(password)).toEqual(['password: Password contains characters that are not allowed (control characters)']);
  });

  it('applies to profile fields and social links', () => {
    expect(messages(profileEditSchema.safeParse({ socialIds: { Github: 'github.com/a\u0000' } }))).toEqual([
      'socialIds.Github: Github contains characters that are not allowed (control characters)',
    ]);
    expect(profileEditSchema.parse({ bio: 'line one\nline two' }).bio).toBe('line one\nline two');
  });

  it('applies to chat messages, which keep their spaces and line breaks', () => {
    expect(chatMessageSchema.parse('  hi\n  there ')).toBe('  hi\n  there ');
    expect(chatMessageSchema.safeParse('hi\u0000').success).toBe(false);
    expect(chatMessageSchema.safeParse('   ').success).toBe(false);
  });
});
