import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that a screen is loading the way every screen should: its shape drawn as skeletons in a
 * busy region, and what is loading said only to screen readers (no visible "Loading…" text).
 * Returns the busy region.
 */
export function expectSkeleton(label: string | RegExp, within: HTMLElement = document.body): HTMLElement {
  const status = [...within.querySelectorAll<HTMLElement>('[role="status"]')].find((s) =>
    typeof label === 'string' ? s.textContent === label : label.test(s.textContent ?? ''),
  );
  expect(status, `a status saying ${String(label)}`).toBeDefined();
  expect(status).toHaveClass('hm-visually-hidden');
  const region = status!.closest<HTMLElement>('[aria-busy="true"]');
  expect(region, 'a busy region around it').not.toBeNull();
  expect(region!.querySelectorAll('.hm-skeleton').length).toBeGreaterThan(0);
  expect(screen.queryByText(/Loading/, { ignore: '.hm-visually-hidden, script, style' })).not.toBeInTheDocument();
  return region!;
}
