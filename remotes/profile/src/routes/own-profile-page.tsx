import { RequireAuth } from '@hackmate/shared/ui';
import { HackathonJourney } from '../features/journey/components/hackathon-journey';
import { ProjectJourney } from '../features/journey/components/project-journey';
import { OwnProfileDetails } from '../features/own-profile/components/own-profile-details';
import { useOwnProfile } from '../features/own-profile/hooks/use-own-profile';

function OwnProfile() {
  const { profile, status, update } = useOwnProfile();
  if (!profile) {
    return status === 'failed' ? (
      <p className="hm-profile-page hm-muted" role="alert">
        Your profile could not be loaded. Please try again later.
      </p>
    ) : (
      <p className="hm-profile-page hm-muted" role="status">
        Loading your profile…
      </p>
    );
  }
  return (
    <div className="hm-profile-page">
      <OwnProfileDetails profile={profile} onChange={update} />
      <div className="hm-profile-column">
        <ProjectJourney projects={profile.projects} onChange={(fn) => update((p) => ({ projects: fn(p.projects) }))} />
        <HackathonJourney hackathons={profile.hackathons} onChange={(fn) => update((p) => ({ hackathons: fn(p.hackathons) }))} />
      </div>
    </div>
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
