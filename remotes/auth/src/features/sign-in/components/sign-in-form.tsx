import { useRef, type FormEvent } from 'react';
import { Link } from '@hackmate/shared/router';
import { FormAlert, FormField } from '@hackmate/shared/ui';
import type { SignInErrors, SignInMode, SignInValues } from '../hooks/use-sign-in-actions';
import './sign-in-form.css';

export interface SignInFormProps {
  mode: SignInMode;
  values: SignInValues;
  onChange: (field: keyof SignInValues, value: string) => void;
  /** Sends the form; false when it was refused before sending (the first field in error then takes the focus). */
  onSubmit: () => boolean;
  /** What is wrong: beside each field, or above the form. */
  errors?: SignInErrors;
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
  error?: string;
  onChange: SignInFormProps['onChange'];
}

/** Every field of the card is required; the form checks them itself and says what is wrong beside each. */
function Field({ id, onChange, ...rest }: FieldProps) {
  return <FormField id={`auth-${id}`} name={id} required onChange={(value) => onChange(id, value)} {...rest} />;
}


/**
 * The sign-in or sign-up card (SPEC §2), each on its own page (/signin, /signup) linking to the
 * other. Stateless: the page owns values, errors and actions.
 */
export function SignInForm({ mode, values, onChange, onSubmit, errors = {}, onGoogle, busy, googleConfigured }: SignInFormProps) {
  const signUp = mode === 'signup';
  const formRef = useRef<HTMLFormElement>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (onSubmit()) return;
    // Refused: the keyboard goes to the first field that needs fixing (its message is read with it).
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <section className="hm-card hm-auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{signUp ? 'Create an account' : 'Sign in'}</h1>
      {/* noValidate: the spec's messages sit beside their fields, not in the browser's own bubbles. */}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        {signUp && (
          <>
            <Field id="fullName" label="Full name" type="text" autoComplete="name" value={values.fullName} error={errors.fullName} onChange={onChange} />
            <Field id="userName" label="Username" type="text" autoComplete="username" value={values.userName} error={errors.userName} onChange={onChange} />
          </>
        )}
        <Field id="emailId" label="Email" type="email" autoComplete="email" value={values.emailId} error={errors.emailId} onChange={onChange} />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          value={values.password}
          error={errors.password}
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
      {/* A deployment without Google sign-in offers none: a disabled button only said what people cannot do. */}
      {googleConfigured ? (
        <>
          <div className="hm-auth-divider hm-muted">or</div>
          <button className="hm-btn hm-auth-google" type="button" onClick={onGoogle} disabled={busy !== null} aria-busy={busy === 'google'}>
            Continue with Google
          </button>
        </>
      ) : null}
      <p className="hm-auth-switch hm-muted">
        {signUp ? 'Already have an account? ' : 'New to Hackmate? '}
        <Link className="hm-auth-link" to={signUp ? '/signin' : '/signup'}>
          {signUp ? 'Sign in instead' : 'Create an account'}
        </Link>
      </p>
    </section>
  );
}
