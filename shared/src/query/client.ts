import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@hackmate/shared/toast';
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
  if (!meta?.errorMessage) return;
  const message = apiErrorMessage(error, meta.errorMessage);
  // One toast per message: two lists failing together say it once.
  toast.error(message, { toastId: message });
}

/**
 * A cache configured as the app's: failures toast, 4xx are not retried. Tests pass
 * `{ retries: false }` to see a failure at once.
 */
export function createQueryClient({ retries = true }: { retries?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retries ? shouldRetry : false, refetchOnWindowFocus: false, ...(retries ? {} : { gcTime: Infinity }) },
      mutations: { retry: false },
    },
  });
}

/**
 * The one data cache of the page. It lives in @hackmate/shared (a Module Federation singleton),
 * so every remote reads and invalidates the same entries: accepting a request in one remote
 * refreshes the connections another remote shows. Signing out (here, in another tab, or a 401)
 * drops everything private at once: queries not on screen go, and the ones on screen start over
 * empty — a cleared cache alone left the last answers on screen — so a protected page's session
 * check answers "no" and sends the visitor home.
 * Failures toast once per failed fetch when the query or mutation names an `errorMessage`.
 */
export function getQueryClient(): QueryClient {
  if (client) return client;
  const created = createQueryClient();
  unsubscribe = $signedIn.listen((signedIn) => {
    if (signedIn !== false) return;
    created.removeQueries({ type: 'inactive' });
    void created.resetQueries();
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
