import type { TeamDetail } from '@hackmate/shared/contracts';
import { PageSection } from '../../layout';
import { TeamRequestItem } from './team-request-item';

/** The owner's view of what is open: join requests to answer, invites they may withdraw. */
export function PendingRequests({ team }: { team: TeamDetail }) {
  const pending = team.pending ?? [];
  return (
    <PageSection title="Invites and join requests">
      {pending.length === 0 ? (
        <p className="hm-muted hm-teams-note">Nothing pending.</p>
      ) : (
        <ul className="hm-teams-list" aria-label="Pending invites and join requests">
          {pending.map((r) => (
            <li key={r._id}>
              <TeamRequestItem request={r} side={r.kind === 'join' ? 'received' : 'sent'} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
