import type { PublicUser } from '@hackmate/shared/types';
import { UserSummary } from '../../user-list';
import type { RequestBox } from '../api/get-requests';
import type { ReviewStatus } from '../api/review-request';
import './request-card.css';

export interface RequestCardProps {
  /** The other person: the sender of a received request, the receiver of a sent one. */
  user: PublicUser;
  box: RequestBox;
  onReview: (status: ReviewStatus) => void;
  busy?: boolean;
  /** A sent request nobody answered within 7 days: said so, with nothing left to do. */
  expired?: boolean;
}

export const EXPIRED_TEXT = 'Expired — no answer in 7 days';

/** A pending request: Accept / Reject when received, Withdraw when sent; an expired one says so. */
export function RequestCard({ user, box, onReview, busy = false, expired = false }: RequestCardProps) {
  return (
    <UserSummary user={user}>
      {expired ? (
        <p className="hm-muted hm-request-expired">{EXPIRED_TEXT}</p>
      ) : box === 'received' ? (
        <>
          <button type="button" className="hm-btn hm-btn-primary" disabled={busy} onClick={() => onReview('accepted')}>
            Accept
          </button>
          <button type="button" className="hm-btn hm-btn-danger" disabled={busy} onClick={() => onReview('rejected')}>
            Reject
          </button>
        </>
      ) : (
        <button type="button" className="hm-btn hm-btn-danger" disabled={busy} onClick={() => onReview('withdraw')}>
          Withdraw
        </button>
      )}
    </UserSummary>
  );
}
