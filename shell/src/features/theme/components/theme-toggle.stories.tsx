import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { $theme } from '@hackmate/shared/stores';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Shell/Theme toggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's theme; the label names the theme it switches to. */
export const Default: Story = {};

export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const before = $theme.get();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Switch to/ }));
    await expect($theme.get()).not.toBe(before);
    await expect(document.documentElement.dataset.theme).toBe($theme.get());
  },
};
