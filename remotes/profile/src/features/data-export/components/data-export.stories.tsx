import type { Meta, StoryObj } from '@storybook/react';
import { DataExport } from './data-export';

const meta = {
  title: 'profile/Settings/Your data',
  component: DataExport,
  args: { pending: false, onExport: () => {} },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560, display: 'grid', gap: 12, justifyItems: 'start' }}><Story /></div>],
} satisfies Meta<typeof DataExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Preparing: Story = { args: { pending: true } };
