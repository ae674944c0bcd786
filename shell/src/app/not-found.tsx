import { Link } from '../navigation/link';

export function NotFound() {
  return (
    <section className="hm-card hm-remote-state" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="hm-remote-state__title">
        Page not found
      </h1>
      <p className="hm-muted">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="hm-btn hm-btn-primary" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
