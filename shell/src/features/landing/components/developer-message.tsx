import { CONTACT_EMAIL, LANDING_SECTIONS } from '../lib/landing-sections';
import { LandingSection } from './landing-section';

/** The creator's introduction, with a contact-by-mail link (SPEC §1). */
export function DeveloperMessage() {
  return (
    <LandingSection section={LANDING_SECTIONS.dev}>
      <div className="hm-card hm-dev-message">
        <p>
          Hi, I&apos;m the developer behind Hackmate. After too many hackathons spent hunting for teammates in crowded group chats, I wanted a
          place where developers could find each other by what they actually build, then get straight to work together.
        </p>
        <p>
          Hackmate is built in the open and shaped by the people who use it. Ideas, bugs or just a hello are all welcome:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>write to me at {CONTACT_EMAIL}</a>.
        </p>
      </div>
    </LandingSection>
  );
}
