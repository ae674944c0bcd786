import type { Meta, StoryObj } from '@storybook/react';
import { Composer } from './composer';

const meta = {
  title: 'shared/Composer',
  component: Composer,
  args: {
    onSend: () => true,
    label: 'Message',
    placeholder: 'Type a message...',
    name: 'message',
    classNames: { form: 'chat-input', input: 'hm-input chat-input-text', send: 'hm-btn hm-btn-primary chat-input-send' },
  },
  decorators: [(Story) => <div style={{ width: 480 }}><Story /></div>],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the 1:1 chat shows it. */
export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true } };
/** As a team's chat shows it: two lines and a hint under the box. */
export const WithHint: Story = {
  args: {
    label: 'Message your team',
    placeholder: 'Write to your team…',
    name: undefined,
    rows: 2,
    hint: 'Enter sends, Shift+Enter starts a new line.',
    classNames: { form: 'hm-team-chat__composer', input: 'hm-input hm-team-chat__input', send: 'hm-btn hm-btn-primary', hint: 'hm-muted hm-team-chat__hint' },
  },
};
