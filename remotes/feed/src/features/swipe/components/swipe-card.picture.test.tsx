import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, expect, it, vi } from 'vitest';
import { ADA } from '../../../testing/feed-users';
import { SwipeCard } from './swipe-card';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

it("fetches the top card's picture at once and first (the page's largest paint), at a reserved size", () => {
  renderWithProviders(<SwipeCard user={ADA} onAction={vi.fn()} />);
  const picture = screen.getByRole('img', { name: /profile picture/ });
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('width', '400');
  expect(picture).toHaveAttribute('height', '400');
});
