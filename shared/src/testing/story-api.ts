import { delay, http, HttpResponse, type RequestHandler } from 'msw';

/**
 * The API answers a story gets from Mock Service Worker: the story's components fetch through
 * the real client, hooks and query cache. A story lists handlers in `parameters.msw.handlers`
 * under a name (`{ handlers: { feed: [answering('get', '/feed', page)] } }`), so a story can
 * replace one group and keep the others. `answering`, `loading` and `failing` give the three
 * states every screen must show, without props that production never passes.
 */
export const api = (path: string) => `*/api${path}`;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The server answers `body` (200 unless told; 204 sends no body). */
export function answering(method: Method, path: string, body: unknown = null, status = 200): RequestHandler {
  return http[method](api(path), () => (status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as Record<string, unknown>, { status })));
}

/** The server answers what `next()` gives at each call (a screen that refetches sees it change). */
export function answeringEach(method: Method, path: string, next: () => unknown): RequestHandler {
  return http[method](api(path), () => HttpResponse.json(next() as Record<string, unknown>));
}

/** The server never answers: the screen stays in its loading state. */
export function loading(method: Method, path: string): RequestHandler {
  return http[method](api(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** The server fails with `{ error, message }` as the real one does (500 unless told). */
export function failing(method: Method, path: string, status = 500, message = 'Something went wrong'): RequestHandler {
  return http[method](api(path), () => HttpResponse.json({ error: status === 500 ? 'INTERNAL' : 'ERROR', message }, { status }));
}

/** A signed-in session, for screens behind RequireAuth. */
export const signedIn = [answering('get', '/check-auth', { status: true })];

/** No session: what the sign-in page expects. */
export const signedOut = [answering('get', '/check-auth', { status: false })];

/** What every story may call without saying so: the shell's error reports. */
export const globalHandlers = { clientErrors: [answering('post', '/client-errors', null, 204)] };

const unhandled: string[] = [];

/**
 * An API request that no handler answers is a story that forgot to say what the server does:
 * it is answered with a network error and fails the story (see `failOnUnhandledApi`).
 * Everything else (fonts, the story's own files) goes to the network.
 */
export function unhandledApiRequest(request: Request, print: { error(): void }): void {
  if (!new URL(request.url).pathname.startsWith('/api/')) return;
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  print.error();
}

/** Storybook `beforeEach`: forgets the last story's requests, and fails this one if it made unanswered ones. */
export function failOnUnhandledApi(): () => void {
  unhandled.length = 0;
  return () => {
    if (unhandled.length === 0) return;
    const calls = [...new Set(unhandled)].join(', ');
    // Forgotten as it is reported: a failing cleanup can keep the next story's reset from running,
    // and every story after it would fail on this one's calls.
    unhandled.length = 0;
    throw new Error(`The story called the API without a mock for: ${calls}`);
  };
}
