/**
 * The one Module Federation `shared` map every bundle (shell and remotes) spreads into its config.
 * Singletons: a second copy of any of these breaks the app silently (React hooks, the router
 * context, react-toastify's event bus, the nanostores atoms). motion and socket.io-client are
 * shared too but never eager: only the remotes that use them load them.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

export const mfShared = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  nanostores: singleton('^1.0.0'),
  '@nanostores/react': singleton('^1.0.0'),
  'react-toastify': singleton('^11.0.0'),
  // One query cache for the page: its context and the client in @hackmate/shared/query.
  '@tanstack/react-query': singleton('^5.0.0'),
  '@hackmate/shared': singleton('*'),
  // Every entry of the package (`/stores`, `/live`: the atoms and the tab's one live connection).
  '@hackmate/shared/': singleton('*'),
  'motion/react': { singleton: true, requiredVersion: '^12.0.0 || ^14.0.0', eager: false },
  'socket.io-client': { singleton: true, requiredVersion: '^4.8.0', eager: false },
} as const;
