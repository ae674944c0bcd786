import { apiErrorCode, apiErrorMessage } from '@hackmate/shared/api';

/** Where a refusal is shown: next to the field it is about, or above the button. */
export interface PasswordErrors {
  currentPassword?: string;
  newPassword?: string;
  form?: string;
}

type WithDetails = { response?: { data?: { details?: Record<string, string> } } } | null | undefined;

/** The server's refusal of a password change, placed next to the field it names. */
export function passwordErrorsOf(error: unknown): PasswordErrors {
  const message = apiErrorMessage(error, 'Your password could not be changed. Please try again.');
  if (apiErrorCode(error) === 'WRONG_PASSWORD') return { currentPassword: message };
  const details = (error as WithDetails)?.response?.data?.details;
  if (details?.newPassword) return { newPassword: details.newPassword };
  if (details?.currentPassword) return { currentPassword: details.currentPassword };
  return { form: message };
}
