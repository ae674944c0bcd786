import { useState } from 'react';
import { SignInForm, useRedirectIfSignedIn, useSignInActions, type SignInMode, type SignInValues } from '../features/sign-in';

const EMPTY: SignInValues = { fullName: '', userName: '', emailId: '', password: '' };

/**
 * /signin (`mode` signin) and /signup (`mode` signup): sign in or create an account, by e-mail and
 * password or with Google; each links to the other.
 */
export function SignInPage({ mode = 'signin' }: { mode?: SignInMode }) {
  useRedirectIfSignedIn();
  const { submit, edited, errors, continueWithGoogle, busy, googleConfigured } = useSignInActions();
  const [values, setValues] = useState<SignInValues>(EMPTY);

  return (
    <div className="hm-auth-page">
      <SignInForm
        mode={mode}
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          edited(field);
        }}
        onSubmit={() => submit(mode, values)}
        onGoogle={continueWithGoogle}
        busy={busy}
        googleConfigured={googleConfigured}
      />
    </div>
  );
}
