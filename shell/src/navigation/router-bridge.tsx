import type { ReactNode } from 'react';
import { Router, type NavigationType } from 'react-router-dom';
import { useHistory, useShellLocation } from './history-context';

/**
 * Gives remotes (which route with react-router) a router over the shell's own history, so a
 * remote's navigate('/profile') and the shell's links move the same URL and every part sees it.
 * Loaded only together with a remote: react-router stays out of the landing page's bundle.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const history = useHistory();
  const location = useShellLocation();
  return (
    <Router location={location} navigator={history} navigationType={history.action as NavigationType}>
      {children}
    </Router>
  );
}
