import type { Meta, StoryObj } from '@storybook/react';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'shell/Pages/NotFound',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any address neither the shell nor a remote serves. */
export const NotFound: Story = {};
