import type { PublicUser } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import type { ReactNode } from 'react';
import { Link } from '@hackmate/shared/router';
import { userPreview } from '../lib/preview';
import './user-summary.css';

/** Photo, name (linking to the profile), @username and the preview line, with actions below. */
export function UserSummary({ user, children }: { user: PublicUser; children?: ReactNode }) {
  const preview = userPreview(user);
  return (
    <article className="hm-card hm-user-summary" aria-label={user.fullName}>
      <Avatar src={user.profileUrl} name={user.fullName} size={64} />
      <div className="hm-user-summary__text">
        <Link className="hm-user-summary__name" to={`/profile/user/${user._id}`}>
          {user.fullName}
        </Link>
        <p className="hm-muted hm-user-summary__username">@{user.userName}</p>
        {preview ? <p className="hm-user-summary__preview">{preview}</p> : null}
      </div>
      {children ? <div className="hm-user-summary__actions">{children}</div> : null}
    </article>
  );
}
