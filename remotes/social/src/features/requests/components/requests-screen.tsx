import { useState } from 'react';
import { listPlaceholder } from '../../../components/list-placeholder';
import type { RequestBox } from '../api/get-requests';
import { useRequests } from '../hooks/use-requests';
import { RequestCard } from './request-card';
import '../../../components/social-page.css';
import './requests-screen.css';

export const NO_REQUESTS_TEXT =
  "Nothing to show here. Toggle the button above to view the connection requests you've received/sent.";

/** /reqs/review ('Your Reqs'): pending requests received and sent. */
export function RequestsScreen() {
  const [box, setBox] = useState<RequestBox>('received');
  const { received, sent, loading, failed, pending, review, reload } = useRequests();
  const list = box === 'received' ? received : sent;

  return (
    <section className="hm-social-page" aria-labelledby="hm-reqs-title">
      <h1 id="hm-reqs-title">Your Reqs</h1>
      <div className="hm-reqs-toggle" role="group" aria-label="Which requests">
        {(['received', 'sent'] as const).map((b) => (
          <button
            key={b}
            type="button"
            className={b === box ? 'hm-btn hm-btn-primary' : 'hm-btn'}
            aria-pressed={b === box}
            onClick={() => setBox(b)}
          >
            {b === 'received' ? `Received (${received.length})` : `Sent (${sent.length})`}
          </button>
        ))}
      </div>

      {listPlaceholder({ loading, failed, empty: list.length === 0, what: 'requests', emptyText: NO_REQUESTS_TEXT, onRetry: reload }) ?? (
        <ul className="hm-social-list" aria-label={box === 'received' ? 'Received requests' : 'Sent requests'}>
          {list.map((req) => (
            <li key={req._id}>
              <RequestCard
                user={box === 'received' ? req.senderId : req.receiverId}
                box={box}
                busy={pending.has(req._id)}
                onReview={(status) => void review(req._id, status)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
