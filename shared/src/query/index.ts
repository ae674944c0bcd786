export { getQueryClient, resetQueryClient } from './client';
export { QueryProvider } from './provider';
export { queryKeys } from './keys';
