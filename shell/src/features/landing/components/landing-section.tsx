import type { ReactNode } from 'react';
import './landing.css';

interface LandingSectionProps {
  /** One of LANDING_SECTIONS: its id is the `#hash` that links point at. */
  section: { id: string; title: string };
  children: ReactNode;
}

/** A titled section of the landing page that the navbar can scroll to. */
export function LandingSection({ section: { id, title }, children }: LandingSectionProps) {
  return (
    <section id={id} className="hm-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hm-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
