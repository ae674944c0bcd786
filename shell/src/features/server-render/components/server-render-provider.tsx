import { createContext, useContext, type ReactNode } from 'react';

/** What the server knew when it rendered this page's HTML: the browser's first render must say the same. */
export interface ServerRenderState {
  signedIn: boolean;
}

const ServerRenderContext = createContext<ServerRenderState | null>(null);

/** Around a tree the server renders, and around the same tree when the browser hydrates it (null: the browser renders alone). */
export function ServerRenderProvider({ state, children }: { state: ServerRenderState | null; children: ReactNode }) {
  return <ServerRenderContext.Provider value={state}>{children}</ServerRenderContext.Provider>;
}

/** The server's knowledge, on a page it rendered; null on a page the browser rendered alone. */
export const useServerRenderState = (): ServerRenderState | null => useContext(ServerRenderContext);
