import { OneFieldForm } from './one-field-form';

/** The card the mailed link opens: the new password. */
export function ResetPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  return (
    <OneFieldForm
      title="Choose a new password"
      field={{ id: 'reset-password', label: 'New password', type: 'password', autoComplete: 'new-password' }}
      hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol."
      submitLabel="Reset Password"
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}
