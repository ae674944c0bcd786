import { onFirstInteraction } from '@hackmate/shared/ui';
import { firstErrorMessage } from '@hackmate/shared/validation';

type ParseError = Parameters<typeof firstErrorMessage>[0];
type Schemas = typeof import('./journey-schemas');

/** Any shared zod rule, described by the one method used here. */
export interface Rule<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false; error: ParseError };
}

let schemas: Promise<Schemas> | null = null;
/** The journeys' schemas, fetched at the first interaction with the page or the first save. */
const loadSchemas = () =>
  (schemas ??= import('./journey-schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  }));
onFirstInteraction(() => void loadSchemas().catch(() => {}));

/** Runs a shared rule (picked from the journeys' schemas) and turns its first issue into the toast text of SPEC §5. */
export async function checkWith<O>(pick: (schemas: Schemas) => Rule<O>, value: unknown): Promise<{ data: O } | { error: string }> {
  const result = pick(await loadSchemas()).safeParse(value);
  return result.success ? { data: result.data } : { error: firstErrorMessage(result.error) };
}
