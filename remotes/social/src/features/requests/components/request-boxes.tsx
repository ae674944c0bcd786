import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@hackmate/shared/router';
import { QueryUserList } from '../../user-list';
import { REQUEST_BOXES, type RequestBox } from '../api/get-requests';
import { useRequests } from '../hooks/use-requests';
import { useReviewRequest } from '../hooks/use-review-request';
import { RequestCard } from './request-card';
import './request-boxes.css';

export const NO_REQUESTS_TEXT = 'No pending requests.';
const NEXT_STEP: Record<RequestBox, ReactNode> = {
  received: (
    <>
      People who swipe Interested on you show here. Meanwhile, meet people on the <Link to="/feed">feed</Link>.
    </>
  ),
  sent: (
    <>
      Swipe Interested on someone on the <Link to="/feed">feed</Link>: your request waits here for their answer.
    </>
  ),
};

const BOX_NAMES: Record<RequestBox, string> = { received: 'Received', sent: 'Sent' };

/**
 * Pending requests received and sent (and sent ones that expired, marked), one box at a time
 * behind a toggle that counts both. `?box=sent` opens on the sent ones (the expiry notice links there).
 */
export function RequestBoxes() {
  const [params] = useSearchParams();
  const [box, setBox] = useState<RequestBox>(params.get('box') === 'sent' ? 'sent' : 'received');
  const boxes = useRequests();
  const { review, reviewing } = useReviewRequest();

  return (
    <>
      <div className="hm-reqs-toggle" role="group" aria-label="Which requests">
        {REQUEST_BOXES.map((b) => (
          <button
            key={b}
            type="button"
            className={b === box ? 'hm-btn hm-btn-primary' : 'hm-btn'}
            aria-pressed={b === box}
            onClick={() => setBox(b)}
          >
            {`${BOX_NAMES[b]} (${boxes[b].data?.length ?? 0})`}
          </button>
        ))}
      </div>
      <QueryUserList query={boxes[box]} what="requests" empty={{ text: NO_REQUESTS_TEXT, next: NEXT_STEP[box] }} label={`${BOX_NAMES[box]} requests`}>
        {(req) => (
          <RequestCard
            user={box === 'received' ? req.senderId : req.receiverId}
            box={box}
            busy={reviewing.has(req._id)}
            expired={req.status === 'expired'}
            onReview={(status) => review(req._id, status)}
          />
        )}
      </QueryUserList>
    </>
  );
}
