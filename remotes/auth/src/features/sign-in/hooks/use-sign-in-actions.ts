import { useMutation } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { apiErrorCode, apiErrorMessage } from '@hackmate/shared/api';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { signInLocally } from '@hackmate/shared/stores';
import { deriveUsername, firstErrorMessage, loginSchema, signupSchema, type LoginInput, type SignupInput } from '@hackmate/shared/validation';
import { getGoogleIdentity, type FirebaseSettings } from '@hackmate/shared/google';
import { takeReturnPath } from '@hackmate/shared/ui';
import type { OwnUser } from '@hackmate/shared/types';
import { googleLogin } from '../api/google-login';
import { logIn } from '../api/log-in';
import { signUp } from '../api/sign-up';

export type SignInMode = 'signin' | 'signup';

export interface SignInValues {
  fullName: string;
  userName: string;
  emailId: string;
  password: string;
}

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

/** Submitting the sign-in/sign-up form and the Google button: validation, calls, toasts, routing. */
export function useSignInActions() {
  const navigate = useNavigate();
  const firebase = getRuntimeConfig().firebase ?? null;

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
    onError: (err, { mode }) => toast.error(mode === 'signup' ? apiErrorMessage(err, 'Signup failed. Please try again.') : loginErrorMessage(err)),
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

  function submit(mode: SignInMode, values: SignInValues) {
    if (busy) return;
    const parsed = mode === 'signup' ? signupSchema.safeParse(values) : loginSchema.safeParse(values);
    if (!parsed.success) toast.error(firstErrorMessage(parsed.error));
    else form.mutate(mode === 'signup' ? { mode, input: parsed.data as SignupInput } : { mode, input: parsed.data });
  }

  function continueWithGoogle() {
    if (!busy && firebase) google.mutate(firebase);
  }

  return { submit, continueWithGoogle, busy, googleConfigured: firebase !== null };
}
