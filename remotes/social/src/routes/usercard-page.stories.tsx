import type { Meta, StoryObj } from '@storybook/react';
import { UsercardPage } from './usercard-page';

const meta = {
  title: 'social/Pages/Usercard',
  component: UsercardPage,
  parameters: { route: '/usercard', layout: 'fullscreen', toasts: true },
} satisfies Meta<typeof UsercardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The development-only preview of request cards: made-up people, nothing is sent. */
export const Preview: Story = {};
