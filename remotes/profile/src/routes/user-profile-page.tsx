import { Link, useParams } from '@hackmate/shared/router';
import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import { RequireAuth } from '@hackmate/shared/ui';
import { ProfileSkeleton } from '../features/profile-cards';
import { ConnectAction } from '../features/connect';
import { SafetyActions } from '../features/safety-actions';
import { UserProfileView, useUserProfile } from '../features/user-profile';

function UserProfile() {
  const { userId } = useParams();
  const state = useUserProfile(userId);
  const me = useStore($user);
  switch (state.status) {
    case 'loading':
      return (
        <ProfileSkeleton label="Loading profile" />
      );
    case 'not-found':
      return (
        <section className="hm-profile-page hm-profile-missing" role="alert">
          <h1>This developer could not be found</h1>
          <p className="hm-muted">The link may be wrong, or the account no longer exists.</p>
          <Link className="hm-btn" to="/feed">
            Back to Explore
          </Link>
        </section>
      );
    case 'failed':
      return (
        <p className="hm-profile-page hm-muted" role="alert">
          This profile could not be loaded. Please try again later.
        </p>
      );
    case 'ready': {
      // Nobody connects with, blocks or reports themselves.
      const actions =
        state.profile._id === me._id ? null : (
          <div className="hm-profile-actions">
            <ConnectAction person={state.profile} />
            <SafetyActions person={state.profile} />
          </div>
        );
      return <UserProfileView profile={state.profile} actions={actions} />;
    }
  }
}

/** /profile/user/:userId: any user's profile, for signed-in users. */
export function UserProfilePage() {
  return (
    <RequireAuth>
      <UserProfile />
    </RequireAuth>
  );
}
