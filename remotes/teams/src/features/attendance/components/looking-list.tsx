import type { LookingPerson } from '@hackmate/shared/contracts';
import type { ReactNode } from 'react';
import { CardSkeletons, LoadFailed, Loading } from '../../layout';
import { useLooking } from '../hooks/use-looking';
import { LookingPersonCard } from './looking-person-card';

export const NO_ONE_LOOKING_TEXT = 'Nobody else is looking for a team here yet.';

/** Who is looking for a team at the event, page by page; `actions` adds buttons to each card. */
export function LookingList({ eventId, actions }: { eventId: string; actions?: (person: LookingPerson) => ReactNode }) {
  const looking = useLooking(eventId);
  const people = looking.data?.pages.flatMap((p) => p.data);
  if (people === undefined && looking.isError) {
    return <LoadFailed message="Could not load who is looking for a team." onRetry={() => void looking.refetch()} retrying={looking.isFetching} />;
  }
  if (people === undefined) {
    return (
      <Loading label="Loading who is looking">
        <CardSkeletons count={2} />
      </Loading>
    );
  }
  if (people.length === 0) return <p className="hm-muted hm-teams-note">{NO_ONE_LOOKING_TEXT}</p>;
  return (
    <>
      <ul className="hm-teams-list" aria-label="People looking for a team">
        {people.map((person) => (
          <li key={person.user._id}>
            <LookingPersonCard person={person}>{actions?.(person)}</LookingPersonCard>
          </li>
        ))}
      </ul>
      {looking.hasNextPage ? (
        <button type="button" className="hm-btn hm-teams-more" disabled={looking.isFetchingNextPage} aria-busy={looking.isFetchingNextPage} onClick={() => void looking.fetchNextPage()}>
          Load more
        </button>
      ) : null}
    </>
  );
}
