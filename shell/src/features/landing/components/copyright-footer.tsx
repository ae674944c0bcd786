import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import { useHydrating } from '../../server-render';
import { useSignedIn } from '../../session';
import './landing.css';

/** SPEC §1: shown only while no user is in client state. */
export function CopyrightFooter() {
  const user = useStore($user);
  const signedIn = useSignedIn();
  // The user is cached in the browser only: the server's HTML (and so hydration) goes by the session.
  const hasUser = useHydrating() ? signedIn : Boolean(user._id);
  if (hasUser) return null;
  return (
    <footer className="hm-landing-footer">
      <p className="hm-muted">© {new Date().getFullYear()} Hackmate. All rights reserved.</p>
    </footer>
  );
}
