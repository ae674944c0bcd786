import { apiErrorCode, apiErrorMessage } from '@hackmate/shared/api';

/** Where a refusal is shown: under the password, or above the buttons. */
export interface DeleteErrors {
  password?: string;
  form?: string;
}

type WithDetails = { response?: { data?: { details?: Record<string, string> } } } | null | undefined;

/** The server's refusal to delete, placed where the person can act on it. */
export function deleteErrorsOf(error: unknown): DeleteErrors {
  const message = apiErrorMessage(error, 'Your account could not be deleted. Please try again.');
  const details = (error as WithDetails)?.response?.data?.details;
  if (apiErrorCode(error) === 'WRONG_PASSWORD') return { password: message };
  if (details?.password) return { password: details.password };
  return { form: message };
}
