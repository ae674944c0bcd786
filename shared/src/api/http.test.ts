import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, isHttpError, requestUrl } from './http';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
  timeout: number;
}

/** An XMLHttpRequest that records what is sent and answers with `answer` (or fails like the network). */
function stubXhr(answer: { status: number; body?: string; headers?: string } | 'network' | 'never') {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null, withCredentials: false, timeout: 0 };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return answer !== 'network' && answer !== 'never' ? (answer.headers ?? '') : '';
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: unknown) {
      sent.push({ ...this.request, body, withCredentials: this.withCredentials, timeout: this.timeout });
      if (answer === 'never') return;
      queueMicrotask(() => {
        if (answer === 'network') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body ?? '';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const client = (onError = vi.fn()) => createHttpClient({ baseURL: '/api/', withCredentials: true, timeoutMs: 30_000, onError });

describe('the HTTP layer of the API client', () => {
  it('joins the base and the path, and leaves empty parameters out of the query', () => {
    expect(requestUrl('/api/', '/feed', { skills: 'React,Go', cursor: undefined, page: 2, q: null })).toBe('/api/feed?skills=React%2CGo&page=2');
    expect(requestUrl('https://api.example.test', 'convos?x=1', { before: 'a b' })).toBe('https://api.example.test/convos?x=1&before=a+b');
    expect(requestUrl('/api', 'https://elsewhere.test/x')).toBe('https://elsewhere.test/x');
  });

  it('sends JSON with the cookies and answers with the parsed body, status and headers', async () => {
    const sent = stubXhr({ status: 201, body: '{"data":{"id":"1"}}', headers: 'Content-Type: application/json\r\nContent-Disposition: attachment' });
    const answer = await client().post<{ data: { id: string } }>('/teams', { name: 'A' });
    expect(answer).toEqual({ data: { data: { id: '1' } }, status: 201, headers: { 'content-type': 'application/json', 'content-disposition': 'attachment' } });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/teams', body: '{"name":"A"}', withCredentials: true, timeout: 30_000 });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
  });

  it('sends a form as it is and no body at all when there is none', async () => {
    const sent = stubXhr({ status: 204 });
    const form = new FormData();
    await client().patch('/profile/upload', form);
    await client().delete('/users/1/block');
    await client().delete('/account', { data: { password: 'pw' } });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(sent[1]).toMatchObject({ method: 'DELETE', body: null });
    expect(sent[2]).toMatchObject({ method: 'DELETE', body: '{"password":"pw"}' });
  });

  it("rejects an answer outside 2xx with the server's body, after telling onError", async () => {
    stubXhr({ status: 401, body: '{"error":"UNAUTHENTICATED","message":"Sign in"}' });
    const onError = vi.fn();
    const error = await client(onError).get('/feed').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ERR_BAD_REQUEST', config: { url: '/feed' }, response: { status: 401, data: { error: 'UNAUTHENTICATED', message: 'Sign in' } } });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('rejects a network failure without a response', async () => {
    stubXhr('network');
    await expect(client().get('/feed')).rejects.toMatchObject({ code: 'ERR_NETWORK', response: undefined });
  });

  it('gives up when the signal aborts, before or while the request runs', async () => {
    stubXhr('never');
    const early = new AbortController();
    early.abort();
    await expect(client().get('/feed', { signal: early.signal })).rejects.toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED' });
    const late = new AbortController();
    const pending = client().get('/feed', { signal: late.signal });
    late.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
