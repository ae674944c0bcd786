import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ALAN, GRACE, ME, message } from '../../../testing/fixtures';
import { SearchResults } from './search-results';

const long = `We talked about a lot of things last night: the venue, the food, the judges and who brings the extension cords. Then the hackathon theme came out and everything changed, so let us meet tomorrow at nine and decide what to build.`;

const meta = {
  title: 'chat/MessageSearchResults',
  component: SearchResults,
  args: {
    term: 'hackathon',
    answer: {
      query: 'hackathon',
      results: [
        { message: message(ADA, ME, 'See you at the Hackathon tomorrow!', '2025-03-12T14:05:00Z'), partner: ADA },
        { message: message(ME, ALAN, 'Sent the hackathon repo link', '2025-03-10T10:00:00Z'), partner: ALAN },
        { message: message(GRACE, ME, long, '2025-02-01T09:00:00Z'), partner: GRACE },
      ],
    },
    timeFormat: { now: new Date('2025-03-12T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' },
    onRetry: () => {},
  },
  argTypes: { onRetry: { action: 'retry' } },
  decorators: [(Story) => <div style={{ width: 340, height: 420, display: 'flex', flexDirection: 'column' }}><Story /></div>],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Searching: Story = { args: { answer: null, searching: true } };
export const NoMatches: Story = { args: { term: 'zebra', answer: { query: 'zebra', results: [] } } };
export const Failed: Story = { args: { answer: null, failed: true } };
