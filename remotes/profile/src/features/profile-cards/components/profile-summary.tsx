import { Avatar, GraduationCapIcon } from '@hackmate/shared/ui';
import type { PublicUser } from '@hackmate/shared/types';
import './profile-cards.css';

type SummaryFields = Pick<PublicUser, 'fullName' | 'userName' | 'profileUrl' | 'gradYear' | 'bio'>;

/** The top of the left column: picture, full name, @username, graduation year and bio. */
export function ProfileSummary({ user }: { user: SummaryFields }) {
  return (
    <div className="hm-profile-summary">
      <Avatar className="hm-profile-summary-picture" src={user.profileUrl} name={user.fullName} size={128} />
      <h1 className="hm-profile-summary-name">{user.fullName}</h1>
      <p className="hm-profile-summary-username hm-muted">@{user.userName}</p>
      {user.gradYear ? (
        <p className="hm-profile-summary-grad">
          <GraduationCapIcon /> Class of {user.gradYear}
        </p>
      ) : null}
      {user.bio ? <p className="hm-profile-summary-bio">{user.bio}</p> : null}
    </div>
  );
}
