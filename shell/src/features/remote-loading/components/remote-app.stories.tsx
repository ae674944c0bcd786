import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
import type { LoadedRemote, RemoteLoader } from '../lib/load-remote';
import { RemoteVersionError } from '../lib/remote-version-error';
import { RemoteApp } from './remote-app';

const FakeRemote: LoadedRemote['default'] = ({ basename }) => (
  <section className="hm-card">
    <h2>Feed remote</h2>
    <p className="hm-muted">Mounted under {basename}.</p>
  </section>
);

/** Fails on the first attempt, then loads: press Retry to see it recover. */
function failingOnce(): RemoteLoader {
  let attempts = 0;
  return async () => {
    attempts += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (attempts === 1) throw new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    return { default: FakeRemote };
  };
}

const meta = {
  title: 'Shell/Remote app',
  component: RemoteApp,
  parameters: { route: '/feed' },
  args: { name: 'feed', basename: '/feed' },
} satisfies Meta<typeof RemoteApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { load: async () => ({ default: FakeRemote }) },
};

export const Loading: Story = {
  args: { load: () => new Promise<LoadedRemote>(() => {}) },
};

/** The in-layout fallback when a remote is down; Retry succeeds here. */
export const Unavailable: Story = {
  render: (args) => <RemoteApp {...args} load={failingOnce()} />,
};

export const MalformedConfig: Story = {
  args: {
    load: async () => {
      throw new RuntimeConfigError('The runtime configuration (/runtime-config.js) is malformed at: remotes.feed');
    },
  },
};

/** A remote built against a newer shared singleton than this page runs: refused, with Reload. */
export const NeedsNewerApp: Story = {
  args: {
    load: async () => {
      throw new RemoteVersionError('feed', [{ name: '@hackmate/shared/stores', required: '^1.1.0', provided: '1.0.0' }]);
    },
  },
};
