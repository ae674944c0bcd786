import type { OwnProfile } from '@hackmate/shared/types';
import { ProfileSummary, RolesCard, SkillsCard, SocialLinksCard } from '../../profile-cards';

interface ProfileViewProps {
  profile: OwnProfile;
  onEdit: () => void;
  onLogOut: () => void;
  loggingOut?: boolean;
}

/** View mode of the own profile's left column (SPEC §2). */
export function ProfileView({ profile, onEdit, onLogOut, loggingOut = false }: ProfileViewProps) {
  return (
    <div className="hm-profile-column">
      <section className="hm-card hm-profile-card">
        <ProfileSummary user={profile} />
      </section>
      <SocialLinksCard socialIds={profile.socialIds} />
      <RolesCard roles={profile.roles} />
      <SkillsCard skills={profile.skills} />
      <div className="hm-profile-buttons">
        <button type="button" className="hm-btn hm-btn-primary" onClick={onEdit}>
          Edit Profile
        </button>
        <button type="button" className="hm-btn hm-btn-danger" onClick={onLogOut} disabled={loggingOut}>
          Log Out
        </button>
      </div>
    </div>
  );
}
