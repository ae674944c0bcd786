import { AppLink } from '../features/navigation';

/** Any path that neither the shell nor a remote serves. */
export function NotFoundPage() {
  return (
    <section className="hm-card hm-remote-state" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="hm-remote-state__title">
        Page not found
      </h1>
      <p className="hm-muted">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <AppLink className="hm-btn hm-btn-primary" to="/">
        Back to the home page
      </AppLink>
    </section>
  );
}
