import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn, STORAGE_KEYS, readJson, setSignedIn, shareSessionCheck } from '@hackmate/shared/stores';
import { useServerRenderState } from '../../server-render';
import { checkSignedIn } from '../lib/check-signed-in';

/**
 * The sign-in status to render with. Until the server has answered, the guess is what the server
 * read from the session cookie when it rendered the page (the same on the server and while
 * hydrating), else the `loggedIn` flag left by the last sign-in, so a returning user does not
 * see the visitor links flash.
 */
export function useSignedIn(): boolean {
  const signedIn = useStore($signedIn);
  const server = useServerRenderState();
  return signedIn ?? server?.signedIn ?? readJson<boolean>(STORAGE_KEYS.loggedIn) === true;
}

/**
 * SPEC §4: ask the server on mount and again whenever browser storage changes (another tab
 * signed in or out). A failed check means signed out. Mount once, in the navbar; the navbar
 * mounts again when the router arrives, and the tab already knowing the answer (this check's,
 * or a sign-in's) asks nothing more then.
 */
export function useSignInCheck(checkSession: () => Promise<boolean> = checkSignedIn): void {
  useEffect(() => {
    let active = true;
    const check = () => {
      void shareSessionCheck(checkSession).then((ok) => {
        if (active) setSignedIn(ok);
      });
    };
    if ($signedIn.get() === null) check();
    window.addEventListener('storage', check);
    return () => {
      active = false;
      window.removeEventListener('storage', check);
    };
  }, [checkSession]);
}
