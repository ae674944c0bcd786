import type { Meta, StoryObj } from '@storybook/react';
import { LoadState } from './load-state';

const meta = {
  title: 'profile/Settings/Load state',
  component: LoadState<string>,
  args: {
    loadable: { state: 'loading' },
    loading: 'Loading your privacy settings',
    failed: 'Your privacy settings could not be loaded.',
    children: (data: string) => <p>{data}</p>,
  },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof LoadState<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { args: { loadable: { state: 'failed', retry: () => {} } } };
export const Retrying: Story = { args: { loadable: { state: 'failed', retry: () => {}, retrying: true } } };
export const Ready: Story = { args: { loadable: { state: 'ready', data: 'What the section draws once the data is there.' } } };
