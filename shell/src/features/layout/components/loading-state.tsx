import { LoadingRegion, Skeleton, SkeletonLines } from '@hackmate/shared/skeleton';
import './layout.css';

/**
 * The routed area while its code loads: a page's shape (a title, then two cards) rather than
 * text, so the page that replaces it does not jump. Which page is not known yet.
 */
export function LoadingState() {
  return (
    <LoadingRegion label="Loading the page" className="hm-remote-state hm-page-skeleton">
      <Skeleton width="40%" height="2rem" />
      <span className="hm-card hm-page-skeleton__card">
        <SkeletonLines lines={3} />
      </span>
      <span className="hm-card hm-page-skeleton__card">
        <SkeletonLines lines={4} />
      </span>
    </LoadingRegion>
  );
}
