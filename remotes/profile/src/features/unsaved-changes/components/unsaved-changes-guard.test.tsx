import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from '@hackmate/shared/router';
import { useReportUnsaved } from '../hooks/use-report-unsaved';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [text, setText] = useState('');
  useReportUnsaved(text !== '');
  return <input aria-label="Bio" value={text} onChange={(e) => setText(e.target.value)} />;
}

/** The guard under a data router, as the shell gives it, with a link to another page. */
function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <UnsavedChangesGuard>
            <Editor />
            <Link to="/feed">Explore</Link>
          </UnsavedChangesGuard>
        ),
      },
      { path: '/feed', element: <p>feed</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** Whether closing the tab now would make the browser ask. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesGuard', () => {
  it('lets the person leave freely while nothing is unsaved', async () => {
    const user = setup();
    expect(unloadIsHeld()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    expect(screen.getByText('feed')).toBeInTheDocument();
  });

  it('holds closing the tab while something is unsaved', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Bio'), 'hi');
    expect(unloadIsHeld()).toBe(true);
    await user.clear(screen.getByLabelText('Bio'));
    expect(unloadIsHeld()).toBe(false);
  });

  it('asks before another page opens: Cancel stays with the changes, Leave goes', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Bio'), 'hi');
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription('Your changes are not saved yet. If you leave now, they are lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('hi');

    await user.click(screen.getByRole('link', { name: 'Explore' }));
    await act(() => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' })));
    expect(await screen.findByText('feed')).toBeInTheDocument();
  });
});
