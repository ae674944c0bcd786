import { loading, signedIn } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingPage } from './onboarding-page';

const meta = {
  title: 'profile/Pages/Onboarding',
  component: OnboardingPage,
  parameters: { route: '/profile/update/skills', layout: 'fullscreen', msw: { handlers: { session: signedIn } } },
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {};

/** A year that is not one: said beside the field, nothing sent. */
export const InvalidYear: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Enter your graduation year:'), '20');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Enter a valid graduation year')).toBeVisible();
  },
};

/** Saving: Next cannot be pressed twice. */
export const Saving: Story = {
  parameters: { msw: { handlers: { save: [loading('patch', '/profile/edit')] } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Next' }));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
