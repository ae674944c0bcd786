// Kept apart from the check itself: the fallback UI tells this error apart without loading the
// federation runtime.

export interface UnmetSingleton {
  name: string;
  /** What the remote was built to need, e.g. `^1.3.0`. */
  required: string;
  /** What the page already runs, e.g. `1.2.0`. */
  provided: string;
}

/** A remote refused before it ran: it needs newer shared code than this page has. */
export class RemoteVersionError extends Error {
  override name = 'RemoteVersionError';

  constructor(
    readonly remote: string,
    readonly unmet: UnmetSingleton[],
  ) {
    super(`The ${remote} remote needs ${unmet.map((u) => `${u.name} ${u.required} (this page runs ${u.provided})`).join(', ')}`);
  }
}
