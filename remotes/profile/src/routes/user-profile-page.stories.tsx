import { answering, failing, loading, signedIn } from '@hackmate/shared/testing';
import type { ConnectionWith } from '@hackmate/shared/types';
import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from '@hackmate/shared/router';
import { EMPTY_PUBLIC_PROFILE, SAMPLE_PUBLIC_PROFILE } from '../testing/sample-profile';
import { UserProfilePage } from './user-profile-page';

const ID = SAMPLE_PUBLIC_PROFILE._id;
const PROFILE = `/profile/user/${ID}`;
// Where the viewer stands with whichever person the page shows.
const STANDING = '/reqs/with/:userId';

const meta = {
  title: 'profile/Pages/UserProfile',
  component: UserProfilePage,
  parameters: { route: PROFILE, layout: 'fullscreen' },
  // The page reads whose profile it is from its route.
  render: () => (
    <Routes>
      <Route path="/profile/user/:userId" element={<UserProfilePage />} />
    </Routes>
  ),
} satisfies Meta<typeof UserProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const standing = (state: ConnectionWith['state']) => answering('get', STANDING, { data: { state, requestId: state === 'none' ? null : 'r1' } });
const answer = (handler: ReturnType<typeof answering>, state: ConnectionWith['state'] = 'none') => ({
  msw: { handlers: { session: signedIn, profile: [handler, standing(state)] } },
});

/** Interested beside Block and Report: the viewer has not swiped on them yet. */
export const Complete: Story = { parameters: answer(answering('get', PROFILE, SAMPLE_PUBLIC_PROFILE)) };

/** The viewer's Interested awaits their answer. */
export const RequestSent: Story = { parameters: answer(answering('get', PROFILE, SAMPLE_PUBLIC_PROFILE), 'sent') };

/** Connected: Message opens the chat. */
export const Connected: Story = { parameters: answer(answering('get', PROFILE, SAMPLE_PUBLIC_PROFILE), 'connected') };

/** Someone who has filled in nothing yet. */
export const Empty: Story = { parameters: answer(answering('get', PROFILE, EMPTY_PUBLIC_PROFILE)) };

export const Loading: Story = { parameters: answer(loading('get', PROFILE)) };

/** A wrong link, a deleted account, or someone who blocked the viewer: all look the same. */
export const NotFound: Story = { parameters: answer(failing('get', PROFILE, 404, 'User not found')) };

export const ServerError: Story = { parameters: answer(failing('get', PROFILE)) };
