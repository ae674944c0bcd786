export { checkSignedIn } from './lib/check-signed-in';
export { useSignInCheck, useSignedIn } from './hooks/use-signed-in';
