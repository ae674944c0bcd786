import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { toast } from '@hackmate/shared/toast';
import { AppToastContainer } from '../../toasts';
import type { LiveNotice } from '../lib/live-notice';
import { LiveToast } from './live-toast';

/** A live notice as the shell raises it, in the app's one toast container (kept open here). */
function LiveToastDemo({ notice }: { notice: LiveNotice }) {
  useEffect(() => {
    const toastId = `story-${notice.text}`;
    toast(<LiveToast notice={notice} />, { autoClose: false, toastId });
    return () => toast.dismiss(toastId);
  }, [notice]);
  return <AppToastContainer />;
}

const meta = {
  title: 'Shell/Live toasts',
  component: LiveToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewMessage: Story = {
  args: { notice: { key: 'conversation:u-ana', text: 'New message from Ana Lima', to: '/convos/u-ana' } },
};

export const WantsToTeamUp: Story = {
  args: { notice: { key: 'person:u-ana', text: 'Ana Lima wants to team up', to: '/reqs/review' } },
};

export const AcceptedYourRequest: Story = {
  args: { notice: { key: 'person:u-ana', text: 'Ana Lima accepted your request', to: '/convos/u-ana' } },
};

/** The one who liked first, when the other swiped Interested back (or accepted): Say hi opens the chat with an opener. */
export const YouMatched: Story = {
  args: { notice: { key: 'person:u-ana', text: 'You matched with Ana Lima', to: '/convos/u-ana?opener=Hi%20Ana!', action: 'Say hi' } },
};

export const YourRequestExpired: Story = {
  args: { notice: { key: 'person:u-ana', text: 'Your request to Ana Lima expired — no answer in 7 days', to: '/reqs/review?box=sent' } },
};

export const YourInviteExpired: Story = {
  args: { notice: { key: 'team:t-1', text: 'Your invite to Ana Lima for Byte Club expired', to: '/teams/t-1' } },
};
