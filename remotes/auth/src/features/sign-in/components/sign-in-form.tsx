import type { FormEvent } from 'react';
import { Link } from '@hackmate/shared/router';
import { FormField } from '@hackmate/shared/ui';
import type { SignInMode, SignInValues } from '../hooks/use-sign-in-actions';
import './sign-in-form.css';

export interface SignInFormProps {
  mode: SignInMode;
  values: SignInValues;
  onChange: (field: keyof SignInValues, value: string) => void;
  onModeChange: (mode: SignInMode) => void;
  onSubmit: () => void;
  onGoogle: () => void;
  /** Which action is waiting for the server, if any; both buttons are disabled meanwhile. */
  busy: 'form' | 'google' | null;
  googleConfigured: boolean;
}

interface FieldProps {
  id: keyof SignInValues;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: SignInFormProps['onChange'];
}

/** Every field of the card is required; the form checks them itself (the spec's messages come as toasts). */
function Field({ id, onChange, ...rest }: FieldProps) {
  return <FormField id={`auth-${id}`} name={id} required onChange={(value) => onChange(id, value)} {...rest} />;
}

const GOOGLE_OFF = 'Google sign-in is not configured';

/** The combined sign-in / sign-up card (SPEC §2). Stateless: the page owns values and actions. */
export function SignInForm({ mode, values, onChange, onModeChange, onSubmit, onGoogle, busy, googleConfigured }: SignInFormProps) {
  const signUp = mode === 'signup';
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section className="hm-card hm-auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{signUp ? 'Create an account' : 'Sign in'}</h1>
      {/* noValidate: the spec's messages come as toasts, not as the browser's own bubbles. */}
      <form onSubmit={handleSubmit} noValidate>
        {signUp && (
          <>
            <Field id="fullName" label="Full name" type="text" autoComplete="name" value={values.fullName} onChange={onChange} />
            <Field id="userName" label="Username" type="text" autoComplete="username" value={values.userName} onChange={onChange} />
          </>
        )}
        <Field id="emailId" label="Email" type="email" autoComplete="email" value={values.emailId} onChange={onChange} />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={onChange}
        />
        {!signUp && (
          <Link className="hm-auth-link hm-auth-forgot" to="/forgot-password">
            Forgot password?
          </Link>
        )}
        <button className="hm-btn hm-btn-primary hm-auth-submit" type="submit" disabled={busy !== null} aria-busy={busy === 'form'}>
          {busy === 'form' ? 'Please wait…' : signUp ? 'Sign up' : 'Sign in'}
        </button>
      </form>
      <div className="hm-auth-divider hm-muted">or</div>
      <button
        className="hm-btn hm-auth-google"
        type="button"
        onClick={onGoogle}
        disabled={!googleConfigured || busy !== null}
        aria-busy={busy === 'google'}
        title={googleConfigured ? undefined : GOOGLE_OFF}
      >
        {googleConfigured ? 'Continue with Google' : GOOGLE_OFF}
      </button>
      <p className="hm-auth-switch hm-muted">
        {signUp ? 'Already have an account? ' : 'New to Hackmate? '}
        <button type="button" className="hm-auth-link" onClick={() => onModeChange(signUp ? 'signin' : 'signup')}>
          {signUp ? 'Sign in instead' : 'Create an account'}
        </button>
      </p>
    </section>
  );
}
