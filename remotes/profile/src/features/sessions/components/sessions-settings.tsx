import { useState } from 'react';
import { ConfirmDialog } from '@hackmate/shared/dialog';
import { loadableOf } from '../../load-state';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../hooks/use-sessions';
import { SessionList } from './session-list';

/** The "Sessions" section of /settings: where the account is signed in, and signing browsers out. */
export function SessionsSettings() {
  const query = useSessions();
  const signOut = useSignOutSession();
  const [confirming, setConfirming] = useState(false);
  const signOutOthers = useSignOutOtherSessions({ onDone: () => setConfirming(false) });

  return (
    <>
      <SessionList
        sessions={loadableOf(query)}
        signingOut={signOut.isPending ? (signOut.variables?._id ?? null) : null}
        signingOutOthers={signOutOthers.isPending}
        onSignOut={(session) => signOut.mutate(session)}
        onSignOutOthers={() => setConfirming(true)}
      />
      {confirming ? (
        <ConfirmDialog
          title="Sign out of all other sessions?"
          description="Every other browser signed in to your account is signed out at once. This one stays signed in."
          confirmLabel="Sign out others"
          pendingLabel="Signing out…"
          pending={signOutOthers.isPending}
          onConfirm={() => signOutOthers.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
