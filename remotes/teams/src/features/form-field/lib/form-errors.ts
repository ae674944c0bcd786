import { apiErrorMessage, apiStatus } from '@hackmate/shared/api';

/** Field → its first problem; `form` for what concerns the whole form. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** The first field a problem's path names, or `form` when it names none of `fields`. */
function fieldOf<F extends string>(path: string, fields: readonly F[]): F | 'form' {
  const first = path.split('.')[0] ?? '';
  return (fields as readonly string[]).includes(first) ? (first as F) : 'form';
}

function place<F extends string>(entries: Iterable<[string, string]>, fields: readonly F[]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [path, message] of entries) errors[fieldOf(path, fields)] ??= message;
  return errors;
}

/** What a schema's failed `safeParse` holds (a zod error). */
export interface SchemaIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A schema's refusal of what the form holds, placed next to the fields it names. */
export function issueErrors<F extends string>(error: SchemaIssues, fields: readonly F[]): FormErrors<F> {
  return place(
    error.issues.map((issue): [string, string] => [issue.path.map(String).join('.'), issue.message]),
    fields,
  );
}

type WithDetails = { response?: { data?: { details?: Record<string, string> } } } | null | undefined;

/**
 * The server's refusal of a form: a 400's per-field `details` next to those fields, anything else
 * (a 409 such as a duplicate, a 403, a 5xx) as the server's message above the button.
 */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[], fallback: string): FormErrors<F> {
  const details = (error as WithDetails)?.response?.data?.details;
  if (apiStatus(error) === 400 && details && Object.keys(details).length > 0) return place(Object.entries(details), fields);
  const errors: FormErrors<F> = {};
  errors.form = apiErrorMessage(error, fallback);
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
