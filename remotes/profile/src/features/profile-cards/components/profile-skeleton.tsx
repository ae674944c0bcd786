import { LoadingRegion, Skeleton, SkeletonLines } from '@hackmate/shared/skeleton';
import './profile-cards.css';

/**
 * A profile's shape while it loads, in the page's own two columns: the summary card (picture,
 * name, @username, bio), the roles and skills cards, and the two journeys.
 */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="hm-profile-page">
      <span className="hm-profile-column">
        <span className="hm-card hm-profile-card">
          <span className="hm-profile-summary">
            <Skeleton shape="circle" width={128} height={128} />
            <Skeleton width="60%" height="1.8rem" style={{ marginTop: '0.5rem' }} />
            <Skeleton width="35%" height="1rem" />
            <SkeletonLines lines={2} />
          </span>
        </span>
        <ChipsCardSkeleton />
        <ChipsCardSkeleton />
      </span>
      <span className="hm-profile-column">
        <JourneySkeleton />
        <JourneySkeleton />
      </span>
    </LoadingRegion>
  );
}

function ChipsCardSkeleton() {
  return (
    <span className="hm-card hm-profile-card">
      <Skeleton width="40%" height="1.3rem" />
      <span className="hm-profile-skeleton-chips">
        {[5, 4, 6, 3].map((w, i) => (
          <Skeleton key={i} shape="pill" width={`${w}rem`} height="1.6rem" />
        ))}
      </span>
    </span>
  );
}

function JourneySkeleton() {
  return (
    <span className="hm-card hm-profile-card">
      <Skeleton width="45%" height="1.3rem" />
      <SkeletonLines lines={3} />
    </span>
  );
}
