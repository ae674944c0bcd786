export { afterBlock } from './after-block';
export { createQueryClient, getQueryClient, resetQueryClient, type QueryMeta } from './client';
export { QueryProvider } from './provider';
export { queryKeys } from './keys';
/**
 * The part of TanStack Query Hackmate uses, as the page's one copy: the query cache's context must
 * be one object for the shell and every remote, and a library shared whole is never tree-shaken
 * (~3 KB gzipped of it never ran). Import these from here, never from @tanstack/react-query (lint
 * enforces it); a remote that needs more adds it here, an addition to the singleton.
 */
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  hashKey,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { UseQueryResult } from '@tanstack/react-query';
