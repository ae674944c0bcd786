import type { TeamDetail } from '@hackmate/shared/contracts';
import { useCallback, useState } from 'react';
import { hasFilters, type CandidateFilters } from '../lib/filters';
import { CandidateDeck } from './candidate-deck';
import { CandidateFilterBar } from './candidate-filters';
import './find-people.css';

/**
 * "Find people for <team>" for its members: must-have filters over the people looking at the
 * event, best fit for the team's gaps first, one card at a time. The owner invites or passes;
 * other members see the same cards and may skip them, which records nothing.
 */
export function FindPeople({ team }: { team: TeamDetail }) {
  const [filters, setFilters] = useState<CandidateFilters>({});
  const [swiped, setSwiped] = useState<ReadonlySet<string>>(() => new Set());
  const onSwiped = useCallback((userId: string) => setSwiped((s) => new Set(s).add(userId)), []);
  const canInvite = team.me.relation === 'owner';
  const owner = team.members.find((m) => m.owner)?.user.fullName;

  return (
    <div className="hm-find">
      <CandidateFilterBar filters={filters} onChange={setFilters} />
      {canInvite ? null : (
        <p className="hm-muted hm-teams-note">
          Only {owner ? `${owner}, the team's owner,` : "the team's owner"} can send invites. Skipping someone only hides them on your screen.
        </p>
      )}
      <CandidateDeck team={team} canInvite={canInvite} filters={filters} swiped={swiped} onSwiped={onSwiped} onClearFilters={hasFilters(filters) ? () => setFilters({}) : undefined} />
    </div>
  );
}
