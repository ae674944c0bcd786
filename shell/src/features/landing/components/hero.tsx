import { AppLink } from '../../navigation';
import { useSignedIn } from '../../session';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import './landing.css';

export function Hero() {
  const signedIn = useSignedIn();
  return (
    <section className="hm-hero" aria-labelledby="hero-title">
      <p className="hm-hero__eyebrow">For developers, students and hackathon teams</p>
      <h1 id="hero-title" className="hm-hero__title">
        Connect. Collaborate. <span className="hm-hero__accent">Build. Succeed.</span>
      </h1>
      <p className="hm-hero__lead">
        Find developers who complement your skills, form a team, and go through your hackathon journey together, from the first idea to the final
        demo.
      </p>
      <div className="hm-hero__actions">
        {/* The session cookie is httpOnly, so "no token cookie" (SPEC §1) is read as "not signed in". */}
        {!signedIn ? (
          <AppLink className="hm-btn hm-btn-primary hm-btn-lg" to="/signup">
            Join the Community
          </AppLink>
        ) : null}
        <AppLink className="hm-btn hm-btn-lg" to={`/#${LANDING_SECTIONS.features.id}`}>
          {LANDING_SECTIONS.features.title}
        </AppLink>
      </div>
    </section>
  );
}
