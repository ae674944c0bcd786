import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hackmate/shared/router';
import { describe, expect, it } from 'vitest';
import { ADA, ME, message } from '../../../testing/fixtures';
import { SearchResultItem } from './search-result-item';

const timeFormat = { now: new Date('2025-03-12T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' };

function renderResult(partner: typeof ADA) {
  render(
    <MemoryRouter>
      <SearchResultItem result={{ message: message(ADA, ME, 'the repo link is here'), partner }} words={['repo']} timeFormat={timeFormat} />
    </MemoryRouter>,
  );
}

describe('SearchResultItem', () => {
  it('names the partner and opens the chat', () => {
    renderResult(ADA);
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/convos/u-ada');
  });

  it('names a deleted partner "Deleted user"', () => {
    renderResult({ ...ADA, deleted: true });
    expect(screen.getByRole('link', { name: /Deleted user/ })).toHaveAttribute('href', '/convos/u-ada');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});
