import { apiErrorDetails, apiErrorMessage, apiStatus } from '@hackmate/shared/api';
import { toast } from '@hackmate/shared/toast';

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

/** A refusal the form itself shows: a 400 (what is wrong with a field) or a 409 (a duplicate, a rule). */
export function isFormRefusal(error: unknown): boolean {
  const status = apiStatus(error);
  return status === 400 || status === 409;
}

/**
 * The server's refusal of a form: a 400's per-field `details` next to those fields, a 409 (or a
 * 400 naming no field) as the server's message above the button. Anything else (offline, 5xx) is
 * not the form's to show: `toastFailure` says it.
 */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[], fallback: string): FormErrors<F> {
  const errors: FormErrors<F> = {};
  if (!isFormRefusal(error)) return errors;
  const details = Object.entries(apiErrorDetails(error));
  if (apiStatus(error) === 400 && details.length > 0) return place(details, fields);
  errors.form = apiErrorMessage(error, fallback);
  return errors;
}

/** Toasts a failed save the form does not show itself (see `serverErrors`): the server's message, or `fallback`. */
export function toastFailure(error: unknown, fallback: string): void {
  if (isFormRefusal(error)) return;
  const message = apiErrorMessage(error, fallback);
  toast.error(message, { toastId: message });
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
