import { useStore } from '@nanostores/react';
import { Link } from '../../../navigation/link';
import { $user } from '@hackmate/shared/stores';
import { useSignedIn } from '../../../lib/use-signed-in';
import { PRODUCT_FEATURES } from '../features';

export const CONTACT_EMAIL = 'hello@hackmate.dev';

/**
 * The visitor's first page. Owned by the shell so it loads without any remote: keep it free of
 * heavy imports (no firebase, motion or socket.io-client here).
 */
export function LandingPage() {
  const signedIn = useSignedIn();
  const user = useStore($user);

  return (
    <div className="hm-landing">
      <section className="hm-hero" aria-labelledby="hero-title">
        <p className="hm-hero__eyebrow">For developers, students and hackathon teams</p>
        <h1 id="hero-title" className="hm-hero__title">
          Connect. Collaborate. <span className="hm-hero__accent">Build. Succeed.</span>
        </h1>
        <p className="hm-hero__lead">
          Find developers who complement your skills, form a team, and go through your hackathon journey together, from the first idea to the
          final demo.
        </p>
        <div className="hm-hero__actions">
          {/* The session cookie is httpOnly, so "no token cookie" (SPEC §1) is read as "not signed in". */}
          {!signedIn ? (
            <Link className="hm-btn hm-btn-primary hm-btn-lg" to="/signin">
              Join the Community
            </Link>
          ) : null}
          <Link className="hm-btn hm-btn-lg" to="/#features">
            Why the product?
          </Link>
        </div>
      </section>

      <section id="features" className="hm-section" aria-labelledby="features-title">
        <h2 id="features-title" className="hm-section__title">
          Why the product?
        </h2>
        <p className="hm-section__lead hm-muted">Everything you need to go from “looking for a team” to “we shipped it”.</p>
        <ul className="hm-feature-grid">
          {PRODUCT_FEATURES.map((feature) => (
            <li key={feature.title} className="hm-card hm-feature">
              <span className="hm-feature__icon">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  {feature.icon}
                </svg>
              </span>
              <h3 className="hm-feature__title">{feature.title}</h3>
              <p className="hm-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="dev" className="hm-section" aria-labelledby="dev-title">
        <h2 id="dev-title" className="hm-section__title">
          Developer&apos;s Message
        </h2>
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
      </section>

      {!user._id ? (
        <footer className="hm-landing-footer">
          <p className="hm-muted">© {new Date().getFullYear()} Hackmate. All rights reserved.</p>
        </footer>
      ) : null}
    </div>
  );
}
