import { useState } from 'react';
import { SignInForm, useRedirectIfSignedIn, useSignInActions, type SignInMode, type SignInValues } from '../features/sign-in';

const EMPTY: SignInValues = { fullName: '', userName: '', emailId: '', password: '' };

/** /signin: sign in or create an account, by e-mail and password or with Google. */
export function SignInPage() {
  useRedirectIfSignedIn();
  const { submit, continueWithGoogle, busy, googleConfigured } = useSignInActions();
  const [mode, setMode] = useState<SignInMode>('signin');
  const [values, setValues] = useState<SignInValues>(EMPTY);

  return (
    <div className="hm-auth-page">
      <SignInForm
        mode={mode}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onModeChange={setMode}
        onSubmit={() => submit(mode, values)}
        onGoogle={continueWithGoogle}
        busy={busy}
        googleConfigured={googleConfigured}
      />
    </div>
  );
}
