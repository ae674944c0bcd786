import { useSignedIn } from '../../session';
import './landing.css';

/**
 * SPEC §1: shown only while no user is in client state, read as "not signed in" (as for Join the
 * Community): the server knows that from the session when it renders the page, while the user
 * itself is cached in the browser only, so the HTML and the first render agree.
 */
export function CopyrightFooter() {
  if (useSignedIn()) return null;
  return (
    <footer className="hm-landing-footer">
      <p className="hm-muted">© {new Date().getFullYear()} Hackmate. All rights reserved.</p>
    </footer>
  );
}
