export { afterBlock } from './after-block';
export { createQueryClient, getQueryClient, resetQueryClient, type QueryMeta } from './client';
export { QueryProvider } from './provider';
export { queryKeys } from './keys';
