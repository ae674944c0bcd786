import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ME, message } from '../../../testing/fixtures';
import { ChatPane } from './chat-pane';

const history = [
  message(ADA, ME, 'Hi! Saw you know Socket.IO.', '2025-03-12T09:00:00Z'),
  message(ME, ADA, 'Yes, used it for two hackathons.', '2025-03-12T09:01:00Z'),
  message(ADA, ME, 'Want to build the chat part with us?', '2025-03-12T09:02:00Z'),
];

const meta = {
  title: 'chat/ChatPane',
  component: ChatPane,
  args: { partner: ADA, messages: history, state: 'connected', loading: false, onSend: () => true, locale: 'en-US', timeZone: 'UTC' },
  decorators: [(Story) => <div style={{ height: 480, width: 560, display: 'flex' }}><Story /></div>],
  // Day separators and the partner's name sit in the list without counting as messages (a screen
  // reader says "6 items" for 6 messages): a deliberate choice axe's list rule does not know.
  parameters: { a11y: { config: { rules: [{ id: 'list', enabled: false }] } } },
} satisfies Meta<typeof ChatPane>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Loading: Story = { args: { loading: true, partner: null, messages: [], state: 'connecting' } };
export const Reconnecting: Story = {
  args: { state: 'reconnecting', messages: [...history, { ...message(ME, ADA, 'Sure, count me in!'), _id: '', clientId: 'c1', pending: true }] },
};
export const WithOlderMessages: Story = { args: { hasOlder: true } };
export const NewConversation: Story = { args: { messages: [] } };
export const PartnerOnlineAndTyping: Story = { args: { partnerPresence: { userId: ADA._id, online: true, lastActiveAt: null }, partnerTyping: true } };
export const PartnerAway: Story = {
  args: { now: new Date('2025-03-12T15:00:00Z'), partnerPresence: { userId: ADA._id, online: false, lastActiveAt: '2025-03-12T14:48:00Z' } },
};
export const NotAConnection: Story = { args: { problem: 'not-connected', messages: [] } };
export const NotFound: Story = { args: { partner: null, problem: 'not-found', messages: [] } };
export const ConnectionEnded: Story = { args: { connected: false } };
export const DeletedPartner: Story = { args: { partner: { ...ADA, deleted: true }, connected: false } };
/** The partner's messages offer "Report" on hover or focus (always on touch screens). */
export const WithReportActions: Story = { args: { onReportMessage: () => {} } };
