import { useParams } from 'react-router-dom';
import { ResetPasswordForm, useResetPassword } from '../features/password-reset';

/** /reset-password/:id/:token — the page the mailed link opens. */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const { submit, busy } = useResetPassword(id, token);
  return (
    <div className="hm-auth-page">
      <ResetPasswordForm busy={busy} onSubmit={submit} />
    </div>
  );
}
