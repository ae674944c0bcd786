/** What a section shows of data it reads: still coming, failed (with a way to try again), or there. */
export type Loadable<T> = { state: 'loading' } | { state: 'failed'; retry: () => void; retrying?: boolean } | { state: 'ready'; data: T };

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A TanStack query as a Loadable: data already read stays on screen even when a later refetch fails. */
export function loadableOf<T>(query: QueryLike<T>): Loadable<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data };
  if (query.isError) return { state: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  return { state: 'loading' };
}
