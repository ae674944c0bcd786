import type { Meta, StoryObj } from '@storybook/react';
import type { PushState } from './push-client';
import { PushPrompt } from './push-prompt';

const meta = {
  title: 'shared/PushPrompt',
  component: PushPrompt,
  args: { reason: 'interested', onEnable: (): Promise<PushState> => Promise.resolve('on'), onDone: () => {} },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 360, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PushPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterInterested: Story = {};
export const AfterMessage: Story = { args: { reason: 'message' } };
/** The browser's permission was refused: the prompt says where to allow it. */
export const Blocked: Story = {
  args: { onEnable: () => Promise.resolve('denied') },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
  },
};
