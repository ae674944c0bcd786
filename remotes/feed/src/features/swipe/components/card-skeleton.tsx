import { LoadingRegion, Skeleton, SkeletonLines } from '@hackmate/shared/skeleton';
import './swipe-card.css';

/**
 * The top card's shape while the feed loads: the card's own box (so the deck keeps its size), a
 * photo, name, handle, a few lines and the three actions.
 */
export function CardSkeleton() {
  return (
    <LoadingRegion label="Loading developers" className="hm-card hm-swipe-card hm-swipe-card--skeleton">
      <Skeleton className="hm-swipe-card__photo" height="auto" style={{ borderRadius: 0 }} />
      <span className="hm-swipe-card__body">
        <Skeleton width="55%" height="1.8rem" />
        <Skeleton width="35%" height="1rem" style={{ margin: '0.4rem 0 0.75rem' }} />
        <SkeletonLines lines={2} />
      </span>
      <span className="hm-swipe-card__actions">
        <Skeleton shape="pill" height="2.5rem" />
        <Skeleton shape="pill" height="2.5rem" />
        <Skeleton shape="pill" height="2.5rem" style={{ gridColumn: '1 / -1' }} />
      </span>
    </LoadingRegion>
  );
}
