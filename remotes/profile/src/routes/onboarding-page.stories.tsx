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

/** Skills, then roles, then the year: Next until the last step, which Finish ends. */
async function toYearStep(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Next' }));
  await userEvent.click(await page.findByRole('button', { name: 'Next' }));
  await page.findByRole('heading', { level: 2, name: 'When do you graduate?' });
  return page;
}

/** A year that is not one: said beside the field, announced, nothing sent. */
export const InvalidYear: Story = {
  play: async ({ canvasElement }) => {
    const page = await toYearStep(canvasElement);
    // The field starts with the year the profile already has, if any.
    const year = page.getByRole('textbox', { name: 'Enter your graduation year:' });
    await userEvent.clear(year);
    await userEvent.type(year, '20');
    await userEvent.click(page.getByRole('button', { name: 'Finish' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(/Enter a valid graduation year/);
  },
};

/** Saving: Finish cannot be pressed twice. */
export const Saving: Story = {
  parameters: { msw: { handlers: { save: [loading('patch', '/profile/edit')] } } },
  play: async ({ canvasElement }) => {
    const page = await toYearStep(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Finish' }));
    await expect(await page.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
