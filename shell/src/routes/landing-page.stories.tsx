import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $signedIn, $user } from '@hackmate/shared/stores';
import { LandingPage } from './landing-page';

const meta = {
  title: 'Shell/Landing page',
  component: LandingPage,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  beforeEach: () => {
    $signedIn.set(false);
    $user.set({});
  },
};

/** Signed in: no invitation to join, no copyright footer. */
export const SignedIn: Story = {
  beforeEach: () => {
    $signedIn.set(true);
    $user.set({ _id: 'u1', fullName: 'Ada Lovelace' });
    return () => {
      $signedIn.set(null);
      $user.set({});
    };
  },
};
