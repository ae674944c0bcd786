import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiErrorCode, apiErrorMessage } from '@hackmate/shared/api';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { setTheme, signInLocally } from '@hackmate/shared/stores';
import { deriveUsername, firstErrorMessage, loginSchema, signupSchema, type SignupInput } from '@hackmate/shared/validation';
import { getGoogleIdentity } from '../api/google-identity';
import { googleLogin } from '../api/google-login';
import { logIn } from '../api/log-in';
import { signUp } from '../api/sign-up';
import type { SignedInUser } from '../api/types';

export type SignInMode = 'signin' | 'signup';

export interface SignInValues {
  fullName: string;
  userName: string;
  emailId: string;
  password: string;
}

export const ONBOARDING_PATH = '/profile/update/skills';

/** Submitting the sign-in/sign-up form and the Google button: validation, calls, toasts, routing. */
export function useSignInActions() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const firebase = getRuntimeConfig().firebase ?? null;

  function enter(user: SignedInUser, to: string) {
    signInLocally(user);
    setTheme('dark'); // SPEC §4: dark theme is forced after sign-up or sign-in
    navigate(to);
  }

  async function submit(mode: SignInMode, values: SignInValues) {
    if (busy) return;
    const parsed = mode === 'signup' ? signupSchema.safeParse(values) : loginSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    setBusy('form');
    try {
      if (mode === 'signup') {
        const { user } = await signUp(parsed.data as SignupInput);
        toast.success('Account created successfully!');
        enter(user, ONBOARDING_PATH);
      } else {
        const { user } = await logIn(parsed.data);
        toast.success('Successfully logged in!');
        enter(user, '/feed');
      }
    } catch (err) {
      toast.error(mode === 'signup' ? apiErrorMessage(err, 'Signup failed. Please try again.') : loginErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  async function continueWithGoogle() {
    if (busy || !firebase) return;
    setBusy('google');
    try {
      const identity = await getGoogleIdentity(firebase);
      const { user, existing } = await googleLogin({
        idToken: identity.idToken,
        _id: identity.uid,
        fullName: identity.displayName,
        emailId: identity.email,
        userName: deriveUsername(identity.displayName, identity.email),
      });
      enter(user, existing ? '/feed' : ONBOARDING_PATH);
    } catch (err) {
      // SPEC §8: Google errors are only logged. A blocked popup is the one case the person
      // can fix themselves, so that one gets a hint.
      console.error('Google sign-in failed', err);
      if ((err as { code?: string })?.code === 'auth/popup-blocked') toast.info('Allow pop-ups for this site to continue with Google');
    } finally {
      setBusy(null);
    }
  }

  return { submit, continueWithGoogle, busy, googleConfigured: firebase !== null };
}

function loginErrorMessage(err: unknown): string {
  if (apiErrorCode(err) === 'Invalid Credentials') return 'Invalid Credentials, please try again';
  return apiErrorMessage(err, 'Invalid Credentials. Please try again.');
}
