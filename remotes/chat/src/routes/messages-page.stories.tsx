import { answering, failing, loading } from '@hackmate/shared/testing';
import { playUntilShown } from '@hackmate/shared/testing/stories';
import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from '@hackmate/shared/router';
import { chatApi, chatWorld } from '../testing/story-world';
import { MessagesPage } from './messages-page';

/** The page as the remote mounts it: /convos (the list) and /convos/:receiverId (a chat open). */
function MessagesRoutes() {
  return (
    <Routes>
      <Route path="/convos" element={<MessagesPage />} />
      <Route path="/convos/:receiverId" element={<MessagesPage />} />
    </Routes>
  );
}

const meta = {
  title: 'chat/Pages/Messages',
  component: MessagesRoutes,
  beforeEach: chatWorld(),
  decorators: [(Story) => <div style={{ height: 600, display: 'flex', flexDirection: 'column' }}><Story /></div>],
  parameters: { route: '/convos', layout: 'fullscreen', msw: { handlers: chatApi } },
} satisfies Meta<typeof MessagesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;


/** No chat chosen yet: the list beside the empty pane. */
export const Conversations: Story = { play: playUntilShown('Sent the hackathon repo link') };

export const NoConversations: Story = { parameters: { msw: { handlers: { conversations: [answering('get', '/get-conversations', { conversations: [] })] } } }, play: playUntilShown(/No conversations yet/) };

export const LoadingConversations: Story = { parameters: { msw: { handlers: { conversations: [loading('get', '/get-conversations')] } } } };

export const ConversationsFail: Story = { parameters: { msw: { handlers: { conversations: [failing('get', '/get-conversations')] } } }, play: playUntilShown('Could not load conversations') };

/** The chat screen: Ada's history, her presence, the options menu. */
export const ChatOpen: Story = { parameters: { route: '/convos/u-ada' }, play: playUntilShown('Yes, used it for two hackathons.') };

export const LoadingChat: Story = { parameters: { route: '/convos/u-ada', msw: { handlers: { history: [loading('get', '/convos/:receiverId')] } } } };

export const ChatFails: Story = { parameters: { route: '/convos/u-ada', msw: { handlers: { history: [failing('get', '/convos/:receiverId')] } } }, play: playUntilShown('Could not load this chat. Please try again.') };

/** Someone who is not (or no longer) a connection: the server refuses the history. */
export const NotAConnection: Story = {
  parameters: { route: '/convos/u-ada', msw: { handlers: { history: [failing('get', '/convos/:receiverId', 403, 'You can only chat with your connections')] } } },
  play: playUntilShown('You can only message your connections.'),
};

/** The live connection is still being opened: the header says so and messages wait. */
export const Connecting: Story = { beforeEach: chatWorld({ connected: false }), parameters: { route: '/convos/u-ada' }, play: playUntilShown('Connecting…') };
