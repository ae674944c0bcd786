import { OneFieldForm } from './one-field-form';

/** /forgot-password's card: the address that gets the reset link. */
export function ForgotPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (emailId: string) => void }) {
  return (
    <OneFieldForm
      title="Forgot password"
      intro="Enter your account's e-mail address and we'll send you a link to choose a new password."
      field={{ id: 'forgot-email', label: 'Email', type: 'email', autoComplete: 'email' }}
      submitLabel="Proceed"
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}
