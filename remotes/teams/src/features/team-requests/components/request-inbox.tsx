import type { TeamRequest } from '@hackmate/shared/contracts';
import { useId } from 'react';
import { PageSection } from '../../layout';
import { useTeamRequests } from '../hooks/use-team-requests';
import { TeamRequestItem, type RequestSide } from './team-request-item';
import './team-requests.css';

function Box({ title, side, requests }: { title: string; side: RequestSide; requests: TeamRequest[] }) {
  const id = useId();
  if (requests.length === 0) return null;
  return (
    <div className="hm-request-box">
      <h3 id={id}>{title}</h3>
      <ul className="hm-teams-list" aria-labelledby={id}>
        {requests.map((r) => (
          <li key={r._id}>
            <TeamRequestItem request={r} side={side} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Your invites and requests" on /events: what waits for my answer and what I sent; only when there is any. */
export function RequestInbox() {
  const { data } = useTeamRequests();
  if (!data || (data.received.length === 0 && data.sent.length === 0)) return null;
  return (
    <PageSection title="Your invites and requests">
      <Box title={`Waiting for you (${data.received.length})`} side="received" requests={data.received} />
      <Box title={`Sent (${data.sent.length})`} side="sent" requests={data.sent} />
    </PageSection>
  );
}
