import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, ME, message } from '../../../testing/fixtures';
import { MessageList, type MessageListProps } from './message-list';

const now = new Date('2025-03-12T15:00:00Z');
const history = [
  message(ADA, ME, 'monday', '2025-03-10T18:00:00Z'),
  message(ME, ADA, 'yesterday', '2025-03-11T09:30:00Z'),
  message(ADA, ME, 'one', '2025-03-12T10:00:00Z'),
  message(ADA, ME, 'two', '2025-03-12T10:02:00Z'),
  message(ME, ADA, 'mine 1', '2025-03-12T10:03:00Z'),
  message(ME, ADA, 'mine 2', '2025-03-12T10:04:00Z'),
];

function renderList(props: Partial<MessageListProps> = {}) {
  return render(<MessageList partner={ADA} messages={history} now={now} locale="en-US" timeZone="UTC" {...props} />);
}

describe('MessageList', () => {
  it('separates days and lists only the messages as items, each day and sender said before its first message', () => {
    const { container } = renderList();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect([...container.querySelectorAll('.chat-day')].map((d) => d.textContent)).toEqual(['Mon, Mar 10', 'Yesterday', 'Today']);
    // Only list items inside a list (axe: list), so the drawn day lines are not items of their own.
    for (const child of list.children) expect(child.tagName === 'LI' && !child.hasAttribute('role')).toBe(true);
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.match(/^(.*?)(monday|yesterday|one|two|mine 1|mine 2)/)?.[1])).toEqual([
      'Mon, Mar 10. Ada Lovelace: ', 'Yesterday. ', 'Today. Ada Lovelace: ', '', '', '',
    ]);
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.chat-bubble-text')?.textContent)).toEqual([
      'monday', 'yesterday', 'one', 'two', 'mine 1', 'mine 2',
    ]);
  });

  it("names the partner once per group of theirs, and never the user's own", () => {
    const { container } = renderList();
    // Monday's, then today's "one"+"two".
    expect([...container.querySelectorAll('.chat-group-head')].map((h) => h.textContent)).toEqual(['Ada Lovelace', 'Ada Lovelace']);
  });

  it('shows the receipt on the last own message only', () => {
    renderList({ partnerReadAt: '2025-03-12T10:04:00Z' });
    expect(screen.getAllByText(/Read|Sent|Delivered/)).toHaveLength(1);
    expect(screen.getByText('mine 2').closest('li')).toHaveTextContent('· Read');
  });

  it('says Sent, or Delivered while the partner is online', () => {
    const { rerender } = renderList({ partnerReadAt: '2025-03-12T10:03:00Z' });
    expect(screen.getByText('mine 2').closest('li')).toHaveTextContent('· Sent');
    rerender(<MessageList partner={ADA} messages={history} now={now} locale="en-US" timeZone="UTC" partnerPresence={{ userId: ADA._id, online: true, lastActiveAt: null }} />);
    expect(screen.getByText('mine 2').closest('li')).toHaveTextContent('· Delivered');
  });

  it('shows no receipt once the partner answered', () => {
    renderList({ messages: [...history, message(ADA, ME, 'answer', '2025-03-12T10:05:00Z')], partnerReadAt: '2025-03-12T10:05:00Z' });
    expect(screen.queryByText(/· (Read|Sent|Delivered)/)).not.toBeInTheDocument();
  });
});
