import { answering, failing, loading, signedIn } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { EMPTY_PROFILE, SAMPLE_PROFILE } from '../testing/sample-profile';
import { OwnProfilePage } from './own-profile-page';

const meta = {
  title: 'profile/Pages/OwnProfile',
  component: OwnProfilePage,
  parameters: { route: '/profile', layout: 'fullscreen' },
} satisfies Meta<typeof OwnProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = (handler: ReturnType<typeof answering>) => ({ msw: { handlers: { session: signedIn, profile: [handler] } } });

export const Complete: Story = { parameters: profile(answering('get', '/profile/view', SAMPLE_PROFILE)) };

/** Just signed up: every section invites the person to fill it in. */
export const Empty: Story = { parameters: profile(answering('get', '/profile/view', EMPTY_PROFILE)) };

export const Loading: Story = { parameters: profile(loading('get', '/profile/view')) };

export const ServerError: Story = { parameters: profile(failing('get', '/profile/view')) };

// The profile's read is answered too (never): a page whose session is unknown must not need it,
// but a read that slips out (a story before this one finishing late) must not fail the stories after.
/** Still checking the session with the server. */
export const CheckingSession: Story = { parameters: { msw: { handlers: { session: [loading('get', '/check-auth')], profile: [loading('get', '/profile/view')] } } } };

async function startEditing(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Edit Profile' }));
  // The form is a chunk of its own, fetched at the first interaction with the page.
  await page.findByRole('form', { name: 'Edit profile' }, { timeout: 5_000 });
  return page;
}

/** Save appears (in its bar) once something differs from the saved profile. */
async function changeName(page: ReturnType<typeof within>) {
  await userEvent.type(page.getByRole('textbox', { name: 'Full name' }), ' Jr');
}

const editing = (...handlers: ReturnType<typeof answering>[]) => ({
  toasts: true,
  msw: { handlers: { session: signedIn, profile: [answering('get', '/profile/view', SAMPLE_PROFILE)], edit: handlers } },
});

/** The profile editor, with the picture uploader. */
export const Editing: Story = {
  parameters: editing(),
  play: async ({ canvasElement }) => {
    const page = await startEditing(canvasElement);
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  },
};

/** Saving: neither Save nor Cancel can be pressed again. */
export const SavingTheProfile: Story = {
  parameters: editing(loading('patch', '/profile/edit')),
  play: async ({ canvasElement }) => {
    const page = await startEditing(canvasElement);
    await changeName(page);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refuses the save: the editor stays open with what was typed. */
export const SaveFails: Story = {
  parameters: editing(failing('patch', '/profile/edit', 500, 'Something went wrong')),
  play: async ({ canvasElement }) => {
    const page = await startEditing(canvasElement);
    await changeName(page);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  },
};

/** A picture on its way: the progress bar shows and Upload waits. */
export const UploadingAPicture: Story = {
  parameters: editing(loading('patch', '/profile/upload')),
  play: async ({ canvasElement }) => {
    const page = await startEditing(canvasElement);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(page.getByLabelText('Profile picture'), picture);
    await userEvent.click(page.getByRole('button', { name: 'Upload' }));
    await expect(await page.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  },
};
