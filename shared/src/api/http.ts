/**
 * The HTTP layer under `api()`: the few things Hackmate asks of an HTTP client, on one
 * XMLHttpRequest. axios did the same for ~20 KB gzipped on every signed-in page (its fetch adapter,
 * form serialisers and header machinery never ran here); this is its shape for what we use, so
 * callers and error handling read the same: `{ data, status, headers }`, and a rejection carrying
 * `response: { status, data }` for any answer outside 2xx.
 * An XHR rather than fetch(): the server names a page's first data request as a credentialed
 * preload, which Chromium hands to an XHR but requests again for a fetch(); and only an XHR
 * reports upload progress.
 */

/** Appended to the URL as a query string; null and undefined values are left out. */
export type QueryParams = object;

export interface RequestOptions {
  params?: QueryParams;
  /** The body of a DELETE (the other methods take it as an argument). */
  data?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'json' (default): parsed when the body is JSON, else the text. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
}

export interface HttpClientConfig {
  baseURL: string;
  withCredentials: boolean;
  timeoutMs: number;
  /** Sees every failure before the caller does (which still gets it). */
  onError?: (error: HttpError) => void;
}

/** 'ERR_BAD_REQUEST' (4xx), 'ERR_BAD_RESPONSE' (5xx), 'ERR_NETWORK', 'ECONNABORTED' (timeout), 'ERR_CANCELED'. */
export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: { url: string; method: string },
    readonly response?: HttpResponse<unknown>,
  ) {
    super(message);
    this.name = code === 'ERR_CANCELED' ? 'CanceledError' : 'HttpError';
  }
}

/** A failed call of the API client (or anything shaped like one, as tests make them). */
export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
}

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `base` + `url` (unless absolute) + the query string of `params`. */
export function requestUrl(base: string, url: string, params?: QueryParams): string {
  const full = ABSOLUTE.test(url) || !base ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][]) if (value !== null && value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function bodyOf(xhr: XMLHttpRequest, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'blob') return xhr.response as Blob;
  const text = xhr.responseText;
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send<T>(config: HttpClientConfig, method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const target = { url, method };
  return new Promise<HttpResponse<T>>((resolve, reject) => {
    const fail = (error: HttpError) => {
      config.onError?.(error);
      reject(error);
    };
    const { signal } = options;
    if (signal?.aborted) return fail(new HttpError('canceled', 'ERR_CANCELED', target));
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), requestUrl(config.baseURL, url, options.params));
    xhr.withCredentials = config.withCredentials;
    xhr.timeout = config.timeoutMs;
    if (options.responseType === 'blob') xhr.responseType = 'blob';
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    // A form sets its own multipart type and boundary.
    if (body !== undefined && !isForm) xhr.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    if (options.onUploadProgress && xhr.upload) {
      const report = options.onUploadProgress;
      xhr.upload.onprogress = (event) => report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.onload = () => {
      done();
      const response: HttpResponse<T> = { data: bodyOf(xhr, options.responseType) as T, status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()) };
      if (xhr.status >= 200 && xhr.status < 300) return resolve(response);
      fail(new HttpError(`Request failed with status code ${xhr.status}`, xhr.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', target, response));
    };
    xhr.onerror = () => {
      done();
      fail(new HttpError('Network Error', 'ERR_NETWORK', target));
    };
    xhr.ontimeout = () => {
      done();
      fail(new HttpError(`timeout of ${config.timeoutMs}ms exceeded`, 'ECONNABORTED', target));
    };
    xhr.onabort = () => {
      done();
      fail(new HttpError('canceled', 'ERR_CANCELED', target));
    };
    xhr.send(body === undefined ? null : isForm ? (body as FormData) : JSON.stringify(body));
  });
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  return {
    get: (url, options) => send(config, 'get', url, undefined, options),
    delete: (url, options) => send(config, 'delete', url, options?.data, options),
    post: (url, body, options) => send(config, 'post', url, body, options),
    put: (url, body, options) => send(config, 'put', url, body, options),
    patch: (url, body, options) => send(config, 'patch', url, body, options),
  };
}
