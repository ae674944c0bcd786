import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ADA, ALAN, ME, message } from '../../../testing/fixtures';
import { MessageSearch } from './message-search';

const results = [
  { message: message(ADA, ME, 'See you at the Hackathon tomorrow!', '2025-03-12T14:05:00Z'), partner: ADA },
  { message: message(ME, ALAN, 'Sent the hackathon repo link', '2025-03-10T10:00:00Z'), partner: ALAN },
];

const meta = {
  title: 'chat/MessageSearch',
  component: MessageSearch,
  args: { children: <p>The conversation list shows here while nothing is searched.</p>, timeFormat: { now: new Date('2025-03-12T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' } },
  decorators: [(Story) => <div style={{ width: 340, height: 420, display: 'flex', flexDirection: 'column' }}><Story /></div>],
  parameters: { msw: { handlers: { search: [answering('get', '/convos-search', { data: results })] } } },
} satisfies Meta<typeof MessageSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (term: string, expectText: string | RegExp): Story['play'] => async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), term);
  await expect(await canvas.findByText(expectText, {}, { timeout: 3000 })).toBeVisible();
};

export const NothingSearched: Story = {};

export const Results: Story = { play: search('hackathon', /repo link/) };

export const NoMatches: Story = {
  parameters: { msw: { handlers: { search: [answering('get', '/convos-search', { data: [] })] } } },
  play: search('zebra', /no messages/i),
};

export const Searching: Story = {
  parameters: { msw: { handlers: { search: [loading('get', '/convos-search')] } } },
  play: search('hackathon', /searching/i),
};

export const SearchFails: Story = {
  parameters: { msw: { handlers: { search: [failing('get', '/convos-search')] } } },
  play: search('hackathon', /could not/i),
};
