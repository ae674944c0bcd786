import { Link } from '@hackmate/shared/router';
import { RequireAuth } from '@hackmate/shared/ui';
import { ProfileSkeleton } from '../features/profile-cards';
import { HackathonJourney, ProjectJourney } from '../features/journey';
import { OwnProfileDetails, useOwnProfile } from '../features/own-profile';
import { UnsavedChangesGuard } from '../features/unsaved-changes';

function OwnProfile() {
  const { profile, failed } = useOwnProfile();
  if (!profile) {
    return failed ? (
      <p className="hm-profile-page hm-muted" role="alert">
        Your profile could not be loaded. Please try again later.
      </p>
    ) : (
      <ProfileSkeleton label="Loading your profile" />
    );
  }
  return (
    <UnsavedChangesGuard>
      <div className="hm-profile-page">
        <div className="hm-profile-column">
          <OwnProfileDetails profile={profile} />
          {/* The privacy switches live on /settings with the rest of the account's settings. */}
          <p className="hm-muted">
            Who sees when you are online, and read receipts: <Link to="/settings#privacy">Privacy settings</Link>
          </p>
        </div>
        <div className="hm-profile-column">
          <ProjectJourney projects={profile.projects} />
          <HackathonJourney hackathons={profile.hackathons} />
        </div>
      </div>
    </UnsavedChangesGuard>
  );
}

/** /profile: the signed-in user's own profile (SPEC §2), protected (SPEC §4). */
export function OwnProfilePage() {
  return (
    <RequireAuth>
      <OwnProfile />
    </RequireAuth>
  );
}
