import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ADA, ALAN, GRACE } from '../../../testing/fixtures';
import { NewChat } from './new-chat';

const meta = {
  title: 'chat/NewChat',
  component: NewChat,
  parameters: { msw: { handlers: { connections: [answering('get', '/user/connections', { connections: [ADA, ALAN, GRACE] })] } } },
} satisfies Meta<typeof NewChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the picker and waits for what it should show. */
const open = (expectText: string | RegExp): Story['play'] => async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start a new chat' }));
  await expect(await within(canvasElement.ownerDocument.body).findByText(expectText, {}, { timeout: 3000 })).toBeVisible();
};

export const Closed: Story = {};

/** The picker reads the connections when it opens. */
export const PickingAConnection: Story = { play: open('Grace Hopper') };

export const NoConnections: Story = {
  parameters: { msw: { handlers: { connections: [answering('get', '/user/connections', { connections: [] })] } } },
  play: open(/No connections yet/),
};

export const LoadingConnections: Story = {
  parameters: { msw: { handlers: { connections: [loading('get', '/user/connections')] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start a new chat' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

export const ConnectionsFail: Story = {
  parameters: { msw: { handlers: { connections: [failing('get', '/user/connections')] } } },
  play: open(/could not/i),
};
