import { fireEvent, screen } from '@testing-library/react';

const frame = () => new Promise((resolve) => setTimeout(resolve, 20));

/** One pointer event at `x` (y fixed); happy-dom leaves pageX/pageY at 0 whatever the init says, and motion reads exactly those. */
export function pointer(target: Window | Element, type: string, x: number) {
  const event = new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: 300, pointerId: 1, button: 0, isPrimary: true, pointerType: 'mouse' });
  Object.defineProperties(event, { pageX: { value: x }, pageY: { value: 300 } });
  fireEvent(target, event);
}

/**
 * A real pointer drag of the top card by `dx` px: motion listens on the card for the press and on
 * the window for the rest. `whileHeld` runs at the far end, before the release.
 */
export async function drag(dx: number, whileHeld: () => void = () => {}) {
  const card = screen.getAllByTestId('swipe-card').at(-1)!;
  pointer(card, 'pointerdown', 200);
  await frame();
  for (const step of [0.25, 0.5, 0.75, 1]) {
    pointer(window, 'pointermove', 200 + dx * step);
    await frame();
  }
  whileHeld();
  pointer(window, 'pointerup', 200 + dx);
  await frame();
}

/** The top card's lean in degrees, as drawn (0 when it has none). */
export const tilt = () => Number(/rotate\((-?[\d.]+)deg\)/.exec(screen.getAllByTestId('swipe-card').at(-1)!.style.transform)?.[1] ?? 0);
