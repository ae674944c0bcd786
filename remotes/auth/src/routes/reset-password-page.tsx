import { useParams } from '@hackmate/shared/router';
import { DeadResetLink, ResetPasswordForm, useResetLink, useResetPassword } from '../features/password-reset';

/** /reset-password/:id/:token — the page the mailed link opens; a dead link says so at once. */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const link = useResetLink(id, token);
  const { submit, busy } = useResetPassword(id, token);
  return (
    <div className="hm-auth-page">
      {link === 'dead' ? <DeadResetLink /> : <ResetPasswordForm busy={busy || link === 'checking'} onSubmit={submit} />}
    </div>
  );
}
