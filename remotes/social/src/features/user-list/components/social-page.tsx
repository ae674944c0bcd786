import { useId, type ReactNode } from 'react';
import './user-list.css';

/** The frame of every social screen: a centred column under its heading (or, without one, a label). */
export function SocialPage({ title, label, children }: { title?: string; label?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="hm-social-page" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label}>
      {title ? <h1 id={titleId}>{title}</h1> : null}
      {children}
    </section>
  );
}
