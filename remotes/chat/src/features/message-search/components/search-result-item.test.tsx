import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hackmate/shared/router';
import { describe, expect, it } from 'vitest';
import { ADA, ME, message } from '../../../testing/fixtures';
import { SearchResultItem } from './search-result-item';

const timeFormat = { now: new Date('2025-03-12T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' };

function renderResult(partner: typeof ADA) {
  const found = message(ADA, ME, 'the repo link is here');
  render(
    <MemoryRouter>
      <SearchResultItem result={{ message: found, partner }} words={['repo']} timeFormat={timeFormat} />
    </MemoryRouter>,
  );
  return found;
}

describe('SearchResultItem', () => {
  it('names the partner and opens the chat at that message', () => {
    const found = renderResult(ADA);
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', `/convos/u-ada?message=${found._id}`);
  });

  it('names a deleted partner "Deleted user"', () => {
    const found = renderResult({ ...ADA, deleted: true });
    expect(screen.getByRole('link', { name: /Deleted user/ })).toHaveAttribute('href', `/convos/u-ada?message=${found._id}`);
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});
