import { renderWithProviders } from '@hackmate/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'motion/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADA as ada } from '../../../testing/feed-users';
import { SwipeCard } from './swipe-card';

// happy-dom cannot run motion's animations (an unhandled AbortError fails the run otherwise).
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

function renderCard(onAction = vi.fn()) {
  renderWithProviders(<SwipeCard user={ada} onAction={onAction} />);
  return onAction;
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 20));

// happy-dom leaves pageX/pageY at 0 whatever the init says, and motion reads exactly those.
function pointer(target: Window | Element, type: string, x: number) {
  const event = new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: 300, pointerId: 1, button: 0, isPrimary: true, pointerType: 'mouse' });
  Object.defineProperties(event, { pageX: { value: x }, pageY: { value: 300 } });
  fireEvent(target, event);
}

/** A real pointer drag: motion listens on the card for the press and on the window for the rest. */
async function drag(dx: number) {
  const card = screen.getByTestId('swipe-card');
  pointer(card, 'pointerdown', 200);
  await frame();
  for (const step of [0.25, 0.5, 0.75, 1]) {
    pointer(window, 'pointermove', 200 + dx * step);
    await frame();
  }
  pointer(window, 'pointerup', 200 + dx);
  await frame();
}

describe('SwipeCard', () => {
  it('shows the first name, username, cut bio, reason and at most six skills', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Writes the first programs for machi…')).toBeInTheDocument();
    expect(screen.getByText('3 shared skills')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('POSTGRES')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/user/a1');
  });

  it('reports the buttons as interested and ignore with the user id', async () => {
    const onAction = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(onAction.mock.calls).toEqual([
      ['interested', 'a1'],
      ['ignore', 'a1'],
    ]);
  });

  it('springs back from a 99 px drag without deciding', async () => {
    const onAction = renderCard();
    await drag(99);
    await drag(-99);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('commits a 101 px drag right as interested and left as ignore', async () => {
    const onAction = renderCard();
    await drag(101);
    expect(onAction).toHaveBeenLastCalledWith('interested', 'a1');
    await drag(-101);
    expect(onAction).toHaveBeenLastCalledWith('ignore', 'a1');
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
