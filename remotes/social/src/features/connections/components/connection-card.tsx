import type { PublicUser } from '@hackmate/shared/types';
import { Link } from 'react-router-dom';
import { UserSummary } from '../../user-list';

/** A connection, with the way to their profile and to a chat with them. */
export function ConnectionCard({ user }: { user: PublicUser }) {
  return (
    <UserSummary user={user}>
      <Link className="hm-btn" to={`/profile/user/${user._id}`}>
        View Profile
      </Link>
      <Link className="hm-btn hm-btn-primary" to={`/convos/${user._id}`}>
        Start Chat
      </Link>
    </UserSummary>
  );
}
