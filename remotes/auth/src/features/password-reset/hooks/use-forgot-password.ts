import { apiErrorMessage } from '@hackmate/shared/api';
import { MESSAGES } from '@hackmate/shared/validation';
import { useMutation } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import { forgotPassword } from '../api/forgot-password';

// The server's words for "no such account" (SPEC §8) and what people are shown instead.
const NO_ACCOUNT_MESSAGES = ['User doesnt exist', 'Failure'];
export const NO_ACCOUNT = "User with this email doesn't exist";

/** Asks for the reset link: 'Email sent!', or what stood in the way. */
export function useForgotPassword() {
  const { mutate, isPending } = useMutation({
    mutationFn: (emailId: string) => forgotPassword(emailId),
    onSuccess: () => toast.success('Email sent!'),
    onError: (err) => {
      const message = apiErrorMessage(err, 'Something went wrong');
      // Anything else (too many attempts, server down) is said as it is: claiming
      // "Email sent!" would leave the person waiting for a mail that never comes.
      toast.error(NO_ACCOUNT_MESSAGES.includes(message) ? NO_ACCOUNT : message);
    },
  });

  function submit(emailId: string) {
    if (isPending) return;
    if (!emailId.trim()) toast.error(MESSAGES.required('Email'));
    else mutate(emailId.trim());
  }

  return { submit, busy: isPending };
}
