import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@hackmate/shared/api';
import { firstErrorMessage, resetPasswordSchema } from '@hackmate/shared/validation';
import { resetPassword } from '../api/reset-password';
import './password-reset.css';

export const RESET_FAILED = 'An error occured :(';
export const RESET_DONE = 'Password changed! Sign in with new password';

/** /reset-password/:id/:token — the page the mailed link opens. */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // The server enforces the same rule; checking first keeps the one-time link usable
    // for a second try instead of sending the person back to /signin.
    const parsed = resetPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await resetPassword(id, token, parsed.data.password);
      toast.success(RESET_DONE);
    } catch (err) {
      const message = apiErrorMessage(err, RESET_FAILED);
      toast.error(message === 'Failure' ? RESET_FAILED : message);
    } finally {
      setBusy(false);
    }
    navigate('/signin'); // SPEC §4: in both outcomes
  }

  return (
    <div className="hm-auth-page">
      <section className="hm-card hm-reset-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <form onSubmit={handleSubmit} noValidate>
          <label htmlFor="reset-password">
            New password <span className="hm-reset-required" aria-hidden="true">*</span>
          </label>
          <input
            id="reset-password"
            className="hm-input"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p className="hm-muted hm-reset-hint">At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol.</p>
          <button className="hm-btn hm-btn-primary" type="submit" disabled={busy} aria-busy={busy}>
            Reset Password
          </button>
        </form>
      </section>
    </div>
  );
}
