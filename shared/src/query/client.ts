import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { $signedIn } from '@hackmate/shared/stores';
import { apiErrorMessage, apiStatus } from '../api/client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

export interface QueryMeta extends Record<string, unknown> {
  /** When set, a failure shows an error toast: the server's message, or this text. */
  errorMessage?: string;
}

let client: QueryClient | null = null;
let unsubscribe: (() => void) | null = null;

// A 4xx will answer the same way again; only network failures and 5xx are worth a retry.
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = apiStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

function toastFailure(error: unknown, meta: QueryMeta | undefined): void {
  if (meta?.errorMessage) toast.error(apiErrorMessage(error, meta.errorMessage));
}

/**
 * The one data cache of the page. It lives in @hackmate/shared (a Module Federation singleton),
 * so every remote reads and invalidates the same entries: accepting a request in one remote
 * refreshes the connections another remote shows. Signing out drops everything private at once.
 * Failures toast once per failed fetch when the query or mutation names an `errorMessage`.
 */
export function getQueryClient(): QueryClient {
  if (client) return client;
  const created = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  unsubscribe = $signedIn.listen((signedIn) => {
    if (signedIn === false) created.clear();
  });
  client = created;
  return created;
}

/** Tests only: a fresh cache for the next test. */
export function resetQueryClient(): void {
  unsubscribe?.();
  client?.clear();
  client = null;
  unsubscribe = null;
}
