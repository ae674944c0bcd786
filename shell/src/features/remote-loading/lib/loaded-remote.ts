import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@hackmate/shared/ui';

/** A remote's exposed `./app`, ready to render under its path prefix (what React.lazy receives). */
export interface LoadedRemote {
  default: ComponentType<RemoteAppProps>;
}

/** Loads a remote by name; rejects when it cannot be loaded. A stub in tests and stories. */
export type RemoteLoader = (name: string) => Promise<LoadedRemote>;
