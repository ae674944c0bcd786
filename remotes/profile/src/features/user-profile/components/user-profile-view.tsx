import type { ReactNode } from 'react';
import type { PublicProfile } from '@hackmate/shared/types';
import { HackathonCard, JourneySection, ProfileSummary, ProjectCard, RolesCard, SkillsCard, SocialLinksCard, hasSocials } from '../../profile-cards';
import { TrustSignalList } from './trust-signals';

/**
 * Someone else's profile (SPEC §2): read-only. The spec mentions edit controls that are "not
 * wired" in this view; showing buttons that do nothing would only mislead, so there are none.
 * Under their name: when they were last active, their reply time and teammates' word, then
 * `actions` (Block, Report).
 */
export function UserProfileView({ profile, actions }: { profile: PublicProfile; actions?: ReactNode }) {
  return (
    <div className="hm-profile-page">
      <div className="hm-profile-column">
        <section className="hm-card hm-profile-card">
          <ProfileSummary user={profile} />
          <TrustSignalList signals={profile} />
          {actions}
        </section>
        {hasSocials(profile.socialIds) ? <SocialLinksCard socialIds={profile.socialIds} /> : null}
        <RolesCard roles={profile.roles} />
        <SkillsCard skills={profile.skills} />
      </div>
      <div className="hm-profile-column">
        <JourneySection title="Project Journey" emptyText="No projects added yet" isEmpty={profile.projects.length === 0}>
          {profile.projects.map((project) => (
            <li key={project._id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </JourneySection>
        <JourneySection title="Hackathon Journey" emptyText="No hackathons added yet" isEmpty={profile.hackathons.length === 0}>
          {profile.hackathons.map((hackathon) => (
            <li key={hackathon._id}>
              <HackathonCard hackathon={hackathon} show="date" />
            </li>
          ))}
        </JourneySection>
      </div>
    </div>
  );
}
