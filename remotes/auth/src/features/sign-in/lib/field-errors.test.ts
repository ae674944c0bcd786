import { httpError } from '@hackmate/shared/testing';
import { signupSchema } from '@hackmate/shared/validation';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, serverErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field', () => {
    const parsed = signupSchema.safeParse({ fullName: '', userName: 'Ada Lovelace', emailId: 'nope', password: 'x' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!.issues);
    expect(Object.keys(errors).sort()).toEqual(['emailId', 'fullName', 'password', 'userName']);
    expect(errors.fullName).toBe('Full name is required');
  });
});

describe('serverErrorsOf', () => {
  it('puts a taken e-mail or username beside its field', () => {
    expect(serverErrorsOf(httpError(409, { error: 'EMAIL_TAKEN', message: 'Taken' }), 'Taken')).toEqual({ emailId: 'Taken' });
    expect(serverErrorsOf(httpError(409, { error: 'USERNAME_TAKEN', message: 'Taken' }), 'Taken')).toEqual({ userName: 'Taken' });
  });

  it("puts a validation's details beside their fields, and anything else above the form", () => {
    const common = httpError(400, { error: 'VALIDATION', message: 'Too common', details: { password: 'Too common' } });
    expect(serverErrorsOf(common, 'Too common')).toEqual({ password: 'Too common' });
    expect(serverErrorsOf(new Error('offline'), 'Signup failed. Please try again.')).toEqual({ form: 'Signup failed. Please try again.' });
  });
});
