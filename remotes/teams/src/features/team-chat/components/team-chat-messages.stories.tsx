import type { Meta, StoryObj } from '@storybook/react';
import { ME, teamChatHistory } from '../../../testing/fixtures';
import { TeamChatMessages } from './team-chat-messages';

const messages = teamChatHistory().pages.flatMap((page) => page.messages);

const meta = {
  title: 'teams/Team chat/Messages',
  component: TeamChatMessages,
  args: { messages, myId: ME._id, onRetry: () => {}, now: new Date(Date.UTC(2030, 0, 5, 12)), locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof TeamChatMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs of one sender within 5 minutes share a header; the user's own say "Sent". */
export const Conversation: Story = {};

/** The user's messages while the connection is away (sending) and one the server refused (Retry). */
export const SendingAndRefused: Story = {
  args: {
    messages: [
      ...messages,
      { ...messages[2]!, _id: '', clientId: 'p1', text: 'On my way…', timestamp: new Date(Date.UTC(2030, 0, 5, 9, 40)).toISOString(), pending: true },
      { ...messages[2]!, _id: '', clientId: 'p2', text: 'Still here?', timestamp: new Date(Date.UTC(2030, 0, 5, 9, 41)).toISOString(), failed: 'You are not (or no longer) a member.' },
    ],
  },
};
