import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import './landing.css';

/** SPEC §1: shown only while no user is in client state. */
export function CopyrightFooter() {
  const user = useStore($user);
  if (user._id) return null;
  return (
    <footer className="hm-landing-footer">
      <p className="hm-muted">© {new Date().getFullYear()} Hackmate. All rights reserved.</p>
    </footer>
  );
}
