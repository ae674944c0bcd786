import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@hackmate/shared/api';
import { MESSAGES } from '@hackmate/shared/validation';
import { forgotPassword } from '../api/forgot-password';
import './password-reset.css';

// The server's words for "no such account" (SPEC §8) and what people are shown instead.
const NO_ACCOUNT_MESSAGES = ['User doesnt exist', 'Failure'];
export const NO_ACCOUNT = "User with this email doesn't exist";

/** /forgot-password: asks for the address that gets the reset link. */
export function ForgotPasswordPage() {
  const [emailId, setEmailId] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!emailId.trim()) {
      toast.error(MESSAGES.required('Email'));
      return;
    }
    setBusy(true);
    try {
      await forgotPassword(emailId.trim());
      toast.success('Email sent!');
    } catch (err) {
      const message = apiErrorMessage(err, 'Something went wrong');
      // Anything else (too many attempts, server down) is said as it is: claiming
      // "Email sent!" would leave the person waiting for a mail that never comes.
      toast.error(NO_ACCOUNT_MESSAGES.includes(message) ? NO_ACCOUNT : message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="hm-auth-page">
      <section className="hm-card hm-reset-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot password</h1>
        <p className="hm-muted">Enter your account&apos;s e-mail address and we&apos;ll send you a link to choose a new password.</p>
        <form onSubmit={handleSubmit} noValidate>
          <label htmlFor="forgot-email">
            Email <span className="hm-reset-required" aria-hidden="true">*</span>
          </label>
          <input
            id="forgot-email"
            className="hm-input"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={emailId}
            onChange={(e) => setEmailId(e.target.value)}
          />
          <button className="hm-btn hm-btn-primary" type="submit" disabled={busy} aria-busy={busy}>
            Proceed
          </button>
        </form>
      </section>
    </div>
  );
}
