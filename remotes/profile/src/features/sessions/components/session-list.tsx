import { useId } from 'react';
import type { AccountSession } from '@hackmate/shared/contracts';
import { LoadState, type Loadable } from '../../load-state';
import { lastUsedText } from '../lib/last-used';
import '../../../styles/row-list.css';
import './sessions.css';

export interface SessionListProps {
  sessions: Loadable<AccountSession[]>;
  /** The id of the session being signed out: every Sign out button waits meanwhile. */
  signingOut: string | null;
  signingOutOthers: boolean;
  onSignOut: (session: AccountSession) => void;
  onSignOutOthers: () => void;
  /** The clock "Last used … ago" counts from (fixed in stories and tests). */
  now?: Date;
}

interface SessionRowProps {
  session: AccountSession;
  now: Date;
  busy: boolean;
  signingOut: boolean;
  onSignOut: () => void;
}

function SessionRow({ session, now, busy, signingOut, onSignOut }: SessionRowProps) {
  const id = useId();
  return (
    <li className="hm-session" data-current={session.current || undefined}>
      <div id={id} className="hm-session-text">
        <span className="hm-session-browser">
          {session.browser}
          {session.current ? <span className="hm-chip hm-session-this">This device</span> : null}
        </span>
        <span className="hm-muted hm-session-used">{lastUsedText(session.lastUsedAt, now)}</span>
      </div>
      <button type="button" className="hm-btn" aria-describedby={id} onClick={onSignOut} disabled={busy}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </button>
    </li>
  );
}

/** The browsers signed in to the account, this one marked, each with its own Sign out. */
export function SessionList({ sessions, signingOut, signingOutOthers, onSignOut, onSignOutOthers, now = new Date() }: SessionListProps) {
  const busy = signingOut !== null || signingOutOthers;
  return (
    <LoadState loadable={sessions} loading="Loading your sessions" failed="Your sessions could not be loaded.">
      {(list) => (
        <div className="hm-sessions">
          <ul className="hm-row-list" aria-label="Signed-in sessions">
            {list.map((session) => (
              <SessionRow
                key={session._id}
                session={session}
                now={now}
                busy={busy}
                signingOut={signingOut === session._id}
                onSignOut={() => onSignOut(session)}
              />
            ))}
          </ul>
          {list.some((s) => !s.current) ? (
            <button type="button" className="hm-btn hm-sessions-others" onClick={onSignOutOthers} disabled={busy}>
              {signingOutOthers ? 'Signing out…' : 'Sign out of all other sessions'}
            </button>
          ) : (
            <p className="hm-muted hm-sessions-note">No other browser is signed in to your account.</p>
          )}
        </div>
      )}
    </LoadState>
  );
}
