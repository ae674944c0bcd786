export { DeadResetLink } from './components/dead-reset-link';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { useForgotPassword } from './hooks/use-forgot-password';
export { useResetLink } from './hooks/use-reset-link';
export { useResetPassword } from './hooks/use-reset-password';
