import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { resetLiveCounts } from '@hackmate/shared/live';
import { $signedIn } from '@hackmate/shared/stores';
import { failing, loading, signedIn, signedOut } from '@hackmate/shared/testing';
import { expect, within } from 'storybook/test';
import { Layout } from './layout';
import { LoadingState } from './loading-state';
import { UnavailableState } from './unavailable-state';

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  args: {
    children: (
      <section className="hm-card">
        <h1>Connections</h1>
        <p className="hm-muted">The routed screen renders here, under the navbar.</p>
      </section>
    ),
  },
  parameters: { route: '/connections', layout: 'fullscreen', msw: { handlers: { session: signedIn } } },
  // Each story asks the server about the session itself, as a fresh page does.
  beforeEach: () => {
    $signedIn.set(null);
    resetLiveCounts();
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the navbar to know the session, so the accessibility check sees the settled page. */
const navbarShows = (link: string): Story['play'] => async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('link', { name: new RegExp(`^${link}`) }, { timeout: 3000 })).toBeVisible();
};

export const SignedIn: Story = { play: navbarShows('Connections') };

export const SignedOut: Story = { parameters: { route: '/', msw: { handlers: { session: signedOut } } }, play: navbarShows('Sign In') };

/** The session check fails: the navbar offers signing in. */
export const SessionCheckFails: Story = { parameters: { msw: { handlers: { session: [failing('get', '/check-auth')] } } } };

/** A remote's code on its way: the page's shape under the navbar. */
export const PageLoading: Story = { args: { children: <LoadingState /> }, play: navbarShows('Connections') };

/** A remote that could not be loaded: the navbar keeps working around it. */
export const PartUnavailable: Story = { args: { children: <UnavailableState onRetry={() => {}} /> }, play: navbarShows('Connections') };

/** The session check has not answered yet. Last: the pending check is shared with later stories. */
export const CheckingSession: Story = { parameters: { msw: { handlers: { session: [loading('get', '/check-auth')] } } } };
