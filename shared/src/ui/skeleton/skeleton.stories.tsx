import type { Meta, StoryObj } from '@storybook/react';
import { LoadingRegion, Skeleton, SkeletonLines } from './skeleton';

const meta = {
  title: 'shared/Skeleton',
  component: LoadingRegion,
  args: {
    label: 'Loading your connections',
    children: (
      <div className="hm-card" style={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: '0.9rem', alignItems: 'center', maxWidth: 480 }}>
        <Skeleton shape="circle" width={64} height={64} />
        <span>
          <Skeleton width="45%" height="1.1rem" />
          <SkeletonLines lines={2} />
        </span>
      </div>
    ),
  },
} satisfies Meta<typeof LoadingRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A summary card's shape; the shimmer stops under prefers-reduced-motion. */
export const SummaryCard: Story = {};
