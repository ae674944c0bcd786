import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserHistory, type NavigationAction, type ShellHistory, type ShellLocation } from './history';

let browserHistory: ShellHistory | null = null;

/** The app's history over the real URL, created on first use. */
export function getBrowserHistory(): ShellHistory {
  return (browserHistory ??= createBrowserHistory());
}

const HistoryContext = createContext<ShellHistory | null>(null);

/** Which history the shell below uses; the browser's when there is no provider. */
export function HistoryProvider({ history, children }: { history: ShellHistory; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export function useHistory(): ShellHistory {
  return useContext(HistoryContext) ?? getBrowserHistory();
}

/** The current location; re-renders on every navigation. */
export function useShellLocation(): ShellLocation {
  const history = useHistory();
  return useSyncExternalStore(history.listen, () => history.location, () => history.location);
}

/** How the current location was reached: 'PUSH' / 'REPLACE' (a link, a navigate call) or 'POP' (load, back/forward). */
export function useNavigationAction(): NavigationAction {
  const history = useHistory();
  useShellLocation();
  return history.action;
}
