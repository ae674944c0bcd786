import { useState } from 'react';
import { useChangePassword } from '../hooks/use-change-password';
import { passwordErrorsOf } from '../lib/password-errors';
import { PasswordForm } from './password-form';

/** The "Password" section of /settings; after a change the fields start empty again. */
export function PasswordSettings() {
  const [round, setRound] = useState(0);
  const change = useChangePassword({ onChanged: () => setRound((r) => r + 1) });
  return (
    <PasswordForm
      key={round}
      pending={change.isPending}
      serverErrors={change.isError ? passwordErrorsOf(change.error) : undefined}
      onSubmit={(body) => change.mutate(body)}
      onEdit={() => change.isError && change.reset()}
    />
  );
}
