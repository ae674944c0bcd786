import type { EventMode } from '@hackmate/shared/contracts';
import type { EventFilters } from '../api/list-events';

/** What /events shows, read from its URL (?when=past&q=…&mode=in-person&city=…). */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const mode = params.get('mode');
  const known: EventMode | undefined = mode === 'online' || mode === 'in-person' ? mode : undefined;
  const q = params.get('q')?.trim() || undefined;
  const city = known === 'in-person' ? params.get('city')?.trim() || undefined : undefined;
  return { when: params.get('when') === 'past' ? 'past' : 'upcoming', ...(q ? { q } : {}), ...(known ? { mode: known } : {}), ...(city ? { city } : {}) };
}

/** `params` with `key` set to `value`, or without it when empty. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
