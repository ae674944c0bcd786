/**
 * The shell's navigation history: the one source of truth for the URL. The shell's own screens
 * (navbar, landing page) read it directly; remotes get it through react-router (see
 * router-bridge.tsx). Keeping react-router out of this file is what keeps the landing page light.
 * The shape follows react-router's `History`, so it can be handed to `<Router navigator>`.
 */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface ShellLocation extends Path {
  state: unknown;
  key: string;
}

export type To = string | Partial<Path>;

export interface HistoryUpdate {
  action: NavigationAction;
  location: ShellLocation;
  delta: number | null;
}

export interface ShellHistory {
  readonly action: NavigationAction;
  readonly location: ShellLocation;
  createHref(to: To): string;
  createURL(to: To): URL;
  encodeLocation(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + q + h;
}

function toPath(to: To): Path {
  const p = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: p.pathname || '/', search: p.search ?? '', hash: p.hash ?? '' };
}

function makeLocation(to: To, state: unknown, key: string): ShellLocation {
  return { ...toPath(to), state, key };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Shared by both kinds of history: the current location, its action and the listeners.
 * `write` does the platform part (window.history or an in-memory stack).
 */
function createCore(origin: () => string, initial: ShellLocation) {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const self = {
    action: 'POP' as NavigationAction,
    location: initial,
    set(action: NavigationAction, location: ShellLocation, delta: number | null) {
      self.action = action;
      self.location = location;
      for (const listener of [...listeners]) listener({ action, location, delta });
    },
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    createURL: (to: To) => new URL(typeof to === 'string' ? to : createPath(to), origin()),
    encodeLocation(to: To): Path {
      const url = self.createURL(to);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    listen(listener: (update: HistoryUpdate) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return self;
}

function view(core: ReturnType<typeof createCore>, ops: Pick<ShellHistory, 'push' | 'replace' | 'go'>): ShellHistory {
  return {
    get action() {
      return core.action;
    },
    get location() {
      return core.location;
    },
    createHref: core.createHref,
    createURL: core.createURL,
    encodeLocation: core.encodeLocation,
    listen: core.listen,
    ...ops,
  };
}

interface BrowserState {
  usr: unknown;
  key: string;
  idx: number;
}

/** History over `window.history` (the running app). */
export function createBrowserHistory(win: Window = window): ShellHistory {
  const read = (): ShellLocation => {
    const { pathname, search, hash } = win.location;
    const state = (win.history.state ?? null) as BrowserState | null;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  const stateIdx = () => ((win.history.state ?? null) as BrowserState | null)?.idx;

  let index = stateIdx() ?? 0;
  if (stateIdx() === undefined) win.history.replaceState({ ...win.history.state, usr: null, key: 'default', idx: index }, '');
  const core = createCore(() => win.location.origin, read());

  win.addEventListener('popstate', () => {
    const next = stateIdx() ?? 0;
    const delta = next - index;
    index = next;
    core.set('POP', read(), delta);
  });

  const write = (action: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const key = createKey();
    const idx = action === 'PUSH' ? index + 1 : index;
    const href = core.createHref(to);
    try {
      if (action === 'PUSH') win.history.pushState({ usr: state ?? null, key, idx }, '', href);
      else win.history.replaceState({ usr: state ?? null, key, idx }, '', href);
    } catch {
      // Browsers cap history state (e.g. Safari after 100 calls in 30 s): fall back to a real load.
      win.location[action === 'PUSH' ? 'assign' : 'replace'](href);
      return;
    }
    index = idx;
    core.set(action, read(), action === 'PUSH' ? 1 : 0);
  };

  return view(core, {
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
  });
}

/** History kept in memory: tests and stories, where the real URL must not change. */
export function createMemoryHistory(initialPath = '/'): ShellHistory {
  const entries: ShellLocation[] = [makeLocation(initialPath, null, 'default')];
  let index = 0;
  const core = createCore(() => 'http://localhost', entries[0]!);

  return view(core, {
    push(to, state) {
      const location = makeLocation(to, state ?? null, createKey());
      entries.splice(index + 1, entries.length, location);
      index += 1;
      core.set('PUSH', location, 1);
    },
    replace(to, state) {
      const location = makeLocation(to, state ?? null, createKey());
      entries[index] = location;
      core.set('REPLACE', location, 0);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      core.set('POP', entries[index]!, moved);
    },
  });
}
