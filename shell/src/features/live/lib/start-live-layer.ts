import { keepLiveConnectionWhileSignedIn } from '@hackmate/shared/live';
import { showUnreadInTitle } from './unread-title';

/**
 * The shell's side of the live layer, started once with the page: the tab's one live connection
 * exists while someone is signed in (socket.io-client and the API client load only then, never for
 * a visitor), and the title shows the unread total. The badges read the same stores (navbar).
 */
export function startLiveLayer(): () => void {
  const stopConnection = keepLiveConnectionWhileSignedIn();
  const stopTitle = showUnreadInTitle();
  return () => {
    stopTitle();
    stopConnection();
  };
}
