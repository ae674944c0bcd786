import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSkeleton } from '../../testing';
import { LoadingRegion, Skeleton, SkeletonLines } from './skeleton';

describe('LoadingRegion', () => {
  it('is busy and says what loads to screen readers only, showing the skeleton it wraps', () => {
    render(
      <LoadingRegion label="Loading your connections">
        <Skeleton shape="circle" width={48} height={48} />
        <SkeletonLines lines={2} />
      </LoadingRegion>,
    );
    const region = expectSkeleton('Loading your connections');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your connections');
    // Avatar + two lines, all hidden from assistive technology.
    expect(region.querySelectorAll('.hm-skeleton')).toHaveLength(3);
    for (const shape of region.querySelectorAll('.hm-skeleton')) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('Skeleton', () => {
  it('takes the size of what it stands for, so the content replaces it without a jump', () => {
    const { container } = render(<Skeleton width="12rem" height="1.5rem" />);
    const shape = container.querySelector<HTMLElement>('.hm-skeleton')!;
    expect(shape.style.width).toBe('12rem');
    expect(shape.style.height).toBe('1.5rem');
  });
});
