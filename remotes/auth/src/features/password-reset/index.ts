export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { useForgotPassword } from './hooks/use-forgot-password';
export { useResetPassword } from './hooks/use-reset-password';
