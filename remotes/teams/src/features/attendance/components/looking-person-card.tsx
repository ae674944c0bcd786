import type { LookingPerson } from '@hackmate/shared/contracts';
import { Avatar } from '@hackmate/shared/ui';
import { useId, type ReactNode } from 'react';
import { Link } from '@hackmate/shared/router';
import { LookingFacts } from './looking-facts';
import '../../../styles/card-title.css';
import './attendance.css';

/** Someone looking for a team at the event: who, their post, and what I may do (invite). */
export function LookingPersonCard({ person, children }: { person: LookingPerson; children?: ReactNode }) {
  const nameId = useId();
  const { user, post } = person;
  return (
    <article className="hm-card hm-looking-person" aria-labelledby={nameId}>
      <div className="hm-looking-person__head">
        <Avatar src={user.profileUrl} name={user.fullName} size={48} />
        <h3 id={nameId} className="hm-card-title hm-looking-person__name">
          {user.deleted ? user.fullName : <Link to={`/profile/user/${user._id}`}>{user.fullName}</Link>}
        </h3>
      </div>
      <LookingFacts post={post} />
      {children ? <div className="hm-looking-actions">{children}</div> : null}
    </article>
  );
}
