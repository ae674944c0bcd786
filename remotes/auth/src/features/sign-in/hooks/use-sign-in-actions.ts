import { useMutation } from '@hackmate/shared/query';
import { useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { apiErrorCode, apiErrorMessage } from '@hackmate/shared/api';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { signInLocally } from '@hackmate/shared/stores';
import { deriveUsername, loginSchema, signupSchema, type LoginInput, type SignupInput } from '@hackmate/shared/validation';
import { getGoogleIdentity, type FirebaseSettings } from '@hackmate/shared/google';
import { takeReturnPath } from '@hackmate/shared/ui';
import type { OwnUser } from '@hackmate/shared/types';
import { googleLogin } from '../api/google-login';
import { logIn } from '../api/log-in';
import { signUp } from '../api/sign-up';
import { fieldErrorsOf, serverErrorsOf, type SignInErrors, type SignInValues } from '../lib/field-errors';

export type { SignInErrors, SignInValues };
export type SignInMode = 'signin' | 'signup';

type Submission = { mode: 'signup'; input: SignupInput } | { mode: 'signin'; input: LoginInput };

export const ONBOARDING_PATH = '/profile/update/skills';

function loginErrorMessage(err: unknown): string {
  if (apiErrorCode(err) === 'Invalid Credentials') return 'Invalid Credentials, please try again';
  return apiErrorMessage(err, 'Invalid Credentials. Please try again.');
}

async function signInWithGoogle(settings: FirebaseSettings) {
  const identity = await getGoogleIdentity(settings);
  return googleLogin({
    idToken: identity.idToken,
    _id: identity.uid,
    fullName: identity.displayName,
    emailId: identity.email,
    userName: deriveUsername(identity.displayName, identity.email),
  });
}

/**
 * Submitting the sign-in/sign-up form and the Google button: validation, calls, routing. What
 * is wrong is `errors`: beside each field, or above the form (one message, not a stack of toasts).
 */
export function useSignInActions() {
  const navigate = useNavigate();
  const firebase = getRuntimeConfig().firebase ?? null;
  const [errors, setErrors] = useState<SignInErrors>({});

  function enter(user: OwnUser, to: string) {
    signInLocally(user);
    // The theme stays as it was: the system's, until the person chooses one (SPEC §4 forced dark,
    // which turned a light system's page dark right after sign-up).
    navigate(to);
  }

  const form = useMutation({
    mutationFn: (submission: Submission) => (submission.mode === 'signup' ? signUp(submission.input) : logIn(submission.input)),
    onSuccess: ({ user }, { mode }) => {
      toast.success(mode === 'signup' ? 'Account created successfully!' : 'Successfully logged in!');
      // A page opened while signed out comes first; a new account still starts with onboarding.
      enter(user, mode === 'signup' ? ONBOARDING_PATH : (takeReturnPath() ?? '/feed'));
    },
    onError: (err, { mode }) =>
      setErrors(mode === 'signup' ? serverErrorsOf(err, apiErrorMessage(err, 'Signup failed. Please try again.')) : { form: loginErrorMessage(err) }),
  });

  const google = useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ user, existing }) => enter(user, existing ? (takeReturnPath() ?? '/feed') : ONBOARDING_PATH),
    onError: (err) => {
      // SPEC §8: Google errors are only logged. A blocked popup is the one case the person
      // can fix themselves, so that one gets a hint.
      console.error('Google sign-in failed', err);
      if ((err as { code?: string })?.code === 'auth/popup-blocked') toast.info('Allow pop-ups for this site to continue with Google');
    },
  });

  const busy: 'form' | 'google' | null = form.isPending ? 'form' : google.isPending ? 'google' : null;

  /** Validates and sends; false when the form itself refused (its errors are then in `errors`). */
  function submit(mode: SignInMode, values: SignInValues): boolean {
    if (busy) return true;
    const parsed = mode === 'signup' ? signupSchema.safeParse(values) : loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return false;
    }
    setErrors({});
    form.mutate(mode === 'signup' ? { mode, input: parsed.data as SignupInput } : { mode, input: parsed.data });
    return true;
  }

  /** The person changed a field: its message (and the form's) has had its say. */
  function edited(field: keyof SignInValues) {
    setErrors((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  }

  function continueWithGoogle() {
    if (!busy && firebase) google.mutate(firebase);
  }

  return { submit, edited, errors, continueWithGoogle, busy, googleConfigured: firebase !== null };
}
