import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@hackmate/shared/router';
import { TeamAskCard, useAnswerTeamAsk, useInbox } from '../../inbox';
import { QueryUserList } from '../../user-list';
import { REQUEST_BOXES, type RequestBox } from '../api/get-requests';
import { useSentRequests } from '../hooks/use-requests';
import { useReviewRequest } from '../hooks/use-review-request';
import { RequestCard } from './request-card';
import './request-boxes.css';

export const NO_REQUESTS_TEXT = 'No pending requests.';
const NEXT_STEP: Record<RequestBox, ReactNode> = {
  received: (
    <>
      People who swipe Interested on you, team invites, requests to join your teams and teams Match me proposes show
      here. Meanwhile, meet people on the <Link to="/feed">feed</Link> or find a team on <Link to="/events">events</Link>.
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
 * What waits for my answer — connection requests, team invites, join requests to my teams, Match-me
 * proposals, all in one list, each answered here — and the connection requests I sent (and sent
 * ones that expired, marked), one box at a time behind a toggle that counts both. `?box=sent`
 * opens on the sent ones (the expiry notice links there).
 */
export function RequestBoxes() {
  const [params] = useSearchParams();
  const [box, setBox] = useState<RequestBox>(params.get('box') === 'sent' ? 'sent' : 'received');
  const boxes = { received: useInbox(), sent: useSentRequests() };
  const { review, reviewing } = useReviewRequest();
  const { answer, answering } = useAnswerTeamAsk();

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
      {box === 'received' ? (
        <QueryUserList query={boxes.received} what="requests" empty={{ text: NO_REQUESTS_TEXT, next: NEXT_STEP.received }} label="Received requests">
          {(entry) =>
            entry.kind === 'connection' ? (
              <RequestCard
                user={entry.request.senderId}
                box="received"
                busy={reviewing.has(entry.request._id)}
                onReview={(status) => review(entry.request._id, status)}
              />
            ) : (
              <TeamAskCard entry={entry} busy={answering.has(entry._id)} onAnswer={(yes) => answer(entry, yes)} />
            )
          }
        </QueryUserList>
      ) : (
        <QueryUserList query={boxes.sent} what="requests" empty={{ text: NO_REQUESTS_TEXT, next: NEXT_STEP.sent }} label="Sent requests">
          {(req) => (
            <RequestCard user={req.receiverId} box="sent" busy={reviewing.has(req._id)} expired={req.status === 'expired'} onReview={(status) => review(req._id, status)} />
          )}
        </QueryUserList>
      )}
    </>
  );
}
