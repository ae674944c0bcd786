import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { toast } from '@hackmate/shared/toast';
import { AppToastContainer } from './app-toast-container';

/** Raises toasts the way remotes do (`@hackmate/shared/toast`), into the shell's one container. */
function ToastDemo({ message, kind }: { message: string; kind: 'success' | 'error' | 'info' }) {
  useEffect(() => {
    const toastId = `story-${kind}-${message}`;
    toast[kind](message, { autoClose: false, toastId });
    return () => toast.dismiss(toastId);
  }, [message, kind]);
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary" onClick={() => toast[kind](message)}>
        Raise another toast
      </button>
      <AppToastContainer />
    </>
  );
}

const meta = {
  title: 'Shell/Toasts',
  component: ToastDemo,
  args: { message: 'Profile updated successfully', kind: 'success' },
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Error: Story = {
  args: { message: 'Something went wrong', kind: 'error' },
};
