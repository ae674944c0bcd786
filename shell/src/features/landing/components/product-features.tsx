import { LANDING_SECTIONS } from '../lib/landing-sections';
import { PRODUCT_FEATURES } from '../lib/product-features';
import { LandingSection } from './landing-section';

/** What the product offers (SPEC §1), as a grid of cards. */
export function ProductFeatures() {
  return (
    <LandingSection section={LANDING_SECTIONS.features}>
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
    </LandingSection>
  );
}
