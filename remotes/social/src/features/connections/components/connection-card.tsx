import type { PublicUser } from '@hackmate/shared/types';
import { Link } from '@hackmate/shared/router';
import { RemoveConnection } from '../../unmatch';
import { UserSummary } from '../../user-list';

/** A connection, with the way to their profile, to a chat with them, and to end the connection. */
export function ConnectionCard({ user }: { user: PublicUser }) {
  return (
    <UserSummary user={user}>
      <Link className="hm-btn" to={`/profile/user/${user._id}`}>
        View Profile
      </Link>
      <Link className="hm-btn hm-btn-primary" to={`/convos/${user._id}`}>
        Start Chat
      </Link>
      <RemoveConnection user={user} />
    </UserSummary>
  );
}
