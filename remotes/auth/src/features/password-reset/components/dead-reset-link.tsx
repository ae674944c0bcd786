import { Link } from '@hackmate/shared/router';

/** What a used or expired link opens instead of the password form: the way to a fresh link. */
export function DeadResetLink() {
  return (
    <section className="hm-card hm-reset-card" aria-labelledby="dead-reset-link-title">
      <h1 id="dead-reset-link-title">This link has expired or was already used</h1>
      <p className="hm-muted">Reset links work once, for 30 minutes. Ask for a new one and use the latest e-mail.</p>
      <Link className="hm-btn hm-btn-primary hm-reset-action" to="/forgot-password">
        Request a new link
      </Link>
    </section>
  );
}
