import { ForgotPasswordForm, useForgotPassword } from '../features/password-reset';

/** /forgot-password: asks for the address that gets the reset link. */
export function ForgotPasswordPage() {
  const { submit, busy } = useForgotPassword();
  return (
    <div className="hm-auth-page">
      <ForgotPasswordForm busy={busy} onSubmit={submit} />
    </div>
  );
}
