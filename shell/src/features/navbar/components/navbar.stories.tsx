import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $pendingRequests, $unread, resetLiveCounts } from '@hackmate/shared/live';
import { $signedIn } from '@hackmate/shared/stores';
import { Navbar } from './navbar';

const signedIn = async () => true;
const signedOut = async () => false;

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  // The link says "Convos, 3 unread" while the pill shows "3" (or "99+" for 120): the name starts
  // with the visible label, as WCAG 2.5.3 asks; axe's stricter, experimental rule wants the pill too.
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } } },
  // Start from "not checked yet" so each story shows what its check answers.
  beforeEach: () => {
    $signedIn.set(null);
    resetLiveCounts();
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  args: { checkSession: signedIn },
  parameters: { route: '/feed' },
};

/** Live counts: Convos shows unread messages ("Convos, 3 unread"), Reqs pending requests ("Reqs, 2 pending"). */
export const SignedInWithBadges: Story = {
  args: { checkSession: signedIn },
  parameters: { route: '/feed' },
  beforeEach: () => {
    $unread.set({ 'u-ana': 2, 'u-ben': 1 });
    $pendingRequests.set(2);
  },
};

export const SignedOut: Story = {
  args: { checkSession: signedOut },
};

/** Below 768 px only the wordmark, the theme toggle and the menu button remain (see Navbar drawer). */
export const Mobile: Story = {
  args: { checkSession: signedIn },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
