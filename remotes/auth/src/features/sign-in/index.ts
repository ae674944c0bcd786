export { SignInForm, type SignInFormProps } from './components/sign-in-form';
export { useRedirectIfSignedIn } from './hooks/use-redirect-if-signed-in';
export { useSignInActions, type SignInErrors, type SignInMode, type SignInValues } from './hooks/use-sign-in-actions';
