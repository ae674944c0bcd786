import { RuntimeConfigError, getRuntimeConfig, type NavEntry } from '@hackmate/shared/runtime-config';

export interface RemoteMount {
  remote: string;
  /** The path prefix it serves (and everything below it); also what the remote receives as its basename. */
  path: string;
}

/** The remotes of this deployment as the shell uses them. */
export interface RemoteCatalogue {
  /** Each remote's Module Federation name and manifest URL. */
  entries: Array<{ name: string; entry: string }>;
  mounts: RemoteMount[];
  nav: NavEntry[];
  /** Set when /runtime-config.js is malformed: the shell then knows no remote and says why. */
  error: RuntimeConfigError | null;
}

/**
 * Everything the shell knows about remotes comes from the runtime configuration, so that a new
 * remote, or a remote that moved or serves new paths, needs no shell rebuild.
 */
export function readRemoteCatalogue(): RemoteCatalogue {
  let remotes;
  try {
    ({ remotes } = getRuntimeConfig());
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    return { entries: [], mounts: [], nav: [], error };
  }
  const list = Object.entries(remotes);
  return {
    entries: list.map(([name, { entry }]) => ({ name, entry })),
    mounts: list.flatMap(([remote, { mounts }]) => mounts.map((path) => ({ remote, path: path.replace(/\/+$/, '') }))),
    nav: list.flatMap(([, { nav }]) => nav),
    error: null,
  };
}
