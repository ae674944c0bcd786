import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ALAN, GRACE, ME, conversation } from '../../../testing/fixtures';
import { ConversationList } from './conversation-list';

const now = new Date('2025-03-12T15:00:00Z');

const meta = {
  title: 'chat/ConversationList',
  component: ConversationList,
  args: {
    meId: ME._id,
    timeFormat: { now, locale: 'en-US', timeZone: 'UTC' },
    conversations: [
      conversation('c1', ADA, { text: 'See you at the hackathon', timestamp: '2025-03-12T14:05:00Z' }),
      conversation('c2', ALAN, { text: 'Sent the repo link', timestamp: '2025-03-10T10:00:00Z' }),
      conversation('c3', GRACE, null),
    ],
  },
  decorators: [(Story) => <div style={{ width: 340, height: 420, display: 'flex' }}><Story /></div>],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {};
export const ActiveConversation: Story = { args: { activeId: ALAN._id } };
export const UnreadAndOnline: Story = {
  args: { unread: { [ADA._id]: 2, [ALAN._id]: 120 }, presence: { [ADA._id]: { userId: ADA._id, online: true, lastActiveAt: null } } },
};
export const Loading: Story = { args: { conversations: null } };
export const NoConversations: Story = { args: { conversations: [] } };
export const OlderThanAWeek: Story = {
  args: { conversations: [conversation('c4', ADA, { text: 'Happy new year!', timestamp: '2025-01-01T00:05:00Z' })] },
};
export const UnknownUser: Story = {
  args: { conversations: [conversation('c5', null, { text: 'Is anyone there?', timestamp: '2025-03-12T11:00:00Z' })] },
};
/** Team chats among the conversations by their last activity: one with unread messages, one still quiet. */
export const WithTeamChats: Story = {
  args: {
    teamChats: [
      { teamId: 't-1', teamName: 'Byte Club', eventName: 'Hack Week', lastMessage: { text: 'Standup at 9?', senderName: 'Ada Lovelace', timestamp: '2025-03-12T14:30:00Z' }, activityAt: '2025-03-12T14:30:00Z', unread: 3 },
      { teamId: 't-2', teamName: 'Night Owls', eventName: 'Spring Jam', lastMessage: null, activityAt: '2025-03-11T09:00:00Z', unread: 0 },
    ],
    teamUnread: { 't-1': 3 },
  },
};
