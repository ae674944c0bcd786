import { failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_USERS } from '../../../testing/sample-users';
import { RemoveConnection } from './remove-connection';

const meta = {
  title: 'social/RemoveConnection',
  component: RemoveConnection,
  args: { user: SAMPLE_USERS[0]! },
  parameters: { toasts: true },
} satisfies Meta<typeof RemoveConnection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Remove connection' }));
  return canvas;
}

export const Ready: Story = {};

/** The question replaces the button, with Cancel focused. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Removing: Story = {
  parameters: { msw: { handlers: { remove: [loading('delete', '/user/connections/:userId')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('button', { name: 'Removing…' })).toBeDisabled();
  },
};

/** The server fails: the button comes back and a toast says so. */
export const RemoveFails: Story = {
  parameters: { msw: { handlers: { remove: [failing('delete', '/user/connections/:userId')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('button', { name: 'Remove connection' })).toBeVisible();
  },
};
