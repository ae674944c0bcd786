import { firstErrorMessage } from '@hackmate/shared/validation';

type ParseError = Parameters<typeof firstErrorMessage>[0];

/** Any shared zod rule, described by the one method used here. */
export interface Rule<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false; error: ParseError };
}

/** Runs a shared rule and turns its first issue into the toast text of SPEC §5. */
export function checkWith<O>(rule: Rule<O>, value: unknown): { data: O } | { error: string } {
  const result = rule.safeParse(value);
  return result.success ? { data: result.data } : { error: firstErrorMessage(result.error) };
}
