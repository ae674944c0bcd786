import { apiErrorCode, apiErrorDetails } from '@hackmate/shared/api';

export interface SignInValues {
  fullName: string;
  userName: string;
  emailId: string;
  password: string;
}

/** What is wrong with the form: per field (shown beside it), and `form` for the rest. */
export type SignInErrors = Partial<Record<keyof SignInValues, string>> & { form?: string };

const FIELDS: readonly (keyof SignInValues)[] = ['fullName', 'userName', 'emailId', 'password'];
const isField = (key: PropertyKey | undefined): key is keyof SignInValues => FIELDS.includes(key as keyof SignInValues);

/** The first problem of each field, from a validation's issues. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): SignInErrors {
  const errors: SignInErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (isField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

// A taken e-mail or username is that field's problem.
const CODE_FIELDS: Record<string, keyof SignInValues> = { EMAIL_TAKEN: 'emailId', USERNAME_TAKEN: 'userName' };

/**
 * Where a refused sign-up's message goes: beside the field the server named (by its code, or a
 * validation's details), else above the form.
 */
export function serverErrorsOf(error: unknown, message: string): SignInErrors {
  const field = CODE_FIELDS[apiErrorCode(error) ?? ''];
  if (field) return { [field]: message };
  const details = Object.entries(apiErrorDetails(error)).filter(([key]) => isField(key));
  if (details.length > 0) return Object.fromEntries(details) as SignInErrors;
  return { form: message };
}
