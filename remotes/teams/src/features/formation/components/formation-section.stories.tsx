import { answering, failing } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { EVENT } from '../../../testing/fixtures';
import { EMPTY_PREVIEW, PREVIEW } from '../../../testing/formation-fixtures';
import { FormationSection } from './formation-section';

const meta = {
  title: 'teams/Organisers/Formation',
  component: FormationSection,
  args: { eventId: EVENT._id, rules: { formationDeadline: '2030-02-18T17:00:00.000Z', requiredRoles: { design: 1 } }, maxTeamSize: 4 },
  parameters: {
    msw: {
      handlers: {
        rules: [answering('put', '/events/:eventId/formation', { data: { formationDeadline: '2030-02-18T17:00:00.000Z', requiredRoles: { design: 1 } } })],
        preview: [answering('post', '/events/:eventId/formation/preview', { data: PREVIEW })],
        send: [answering('post', '/events/:eventId/formation/send', { data: { proposed: 2 } })],
      },
    },
  },
} satisfies Meta<typeof FormationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const formNow = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Form teams now' }));
  return canvas;
};

/** The rules as saved, before forming: a deadline in the viewer's time zone and a designer per team. */
export const Rules: Story = {};

/** "Form teams now" with nobody in the pool: who the pool is, nothing to send. */
export const EmptyPool: Story = {
  parameters: { msw: { handlers: { preview: [answering('post', '/events/:eventId/formation/preview', { data: EMPTY_PREVIEW })] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formNow(canvasElement);
    await expect(await canvas.findByText(/Nobody to place/)).toBeInTheDocument();
  },
};

/** The proposals to review: members with their roles, the required roles each team meets, who stays unplaced and why. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formNow(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Proposed teams' })).toBeInTheDocument();
  },
};

/** Sent: members confirm within 24 hours. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formNow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send proposals' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 proposals sent.');
  },
};

/** The server fails: an alert under the button, and the button to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { preview: [failing('post', '/events/:eventId/formation/preview', 500, 'Could not form teams.')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formNow(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not form teams.');
  },
};

/** The server refuses the rules: its message above the button. */
export const RefusedRules: Story = {
  parameters: { msw: { handlers: { rules: [failing('put', '/events/:eventId/formation', 400, 'Please give a date and time.')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
