import axios, { AxiosError, type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { signOutLocally } from '@hackmate/shared/stores';
import type { ErrorBody as ContractErrorBody } from '../contracts/common';

let instance: AxiosInstance | null = null;

/**
 * The one configured API client: base from runtime config, cookies on every call, and a 401
 * from any call but the auth probes means the session is gone, so local state is cleared.
 */
export function api(): AxiosInstance {
  if (instance) return instance;
  instance = axios.create({ baseURL: getRuntimeConfig().apiBase, withCredentials: true, timeout: 30_000 });
  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    const url = error.config?.url ?? '';
    if (error.response?.status === 401 && !/\/(login|signup|check-auth|google\/login)$/.test(url)) signOutLocally();
    return Promise.reject(error);
  });
  return instance;
}

/** Tests only: forget the configured instance. */
export function resetApiClient(): void {
  instance = null;
}

// A refusal's body as the contracts describe it; any field may be missing when a proxy answered instead.
type ErrorBody = Partial<ContractErrorBody>;

/** The server's message for people (`{ error, message }`), or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as ErrorBody | string | undefined;
    if (typeof body === 'string' && body.trim() && body.length < 200) return body;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** The per-field messages of a refused body, so a form can show each next to its field. */
export function apiErrorDetails(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {};
  const details = (error.response?.data as ErrorBody | undefined)?.details;
  return details && typeof details === 'object' ? details : {};
}

export function apiErrorCode(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const body = error.response?.data as ErrorBody | undefined;
  return typeof body === 'object' ? body?.error : undefined;
}

export function apiStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
