import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
import './layout.css';

interface UnavailableStateProps {
  error?: unknown;
  onRetry: () => void;
}

function explain(error: unknown): string {
  if (error instanceof RuntimeConfigError) {
    return "The site's runtime configuration (/runtime-config.js) is malformed, so Hackmate cannot tell where this part lives. Ask the site operator to fix it, then retry.";
  }
  return 'It could not be loaded. Check your connection and try again in a moment.';
}

/** Shown in place of a part that failed to load (a remote, the router); the navbar keeps working. */
export function UnavailableState({ error, onRetry }: UnavailableStateProps) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <section className="hm-card hm-remote-state" role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className="hm-remote-state__title">
        This part of Hackmate is unavailable
      </h1>
      <p className="hm-muted">{explain(error)}</p>
      <button type="button" className="hm-btn hm-btn-primary" onClick={onRetry}>
        Retry
      </button>
      {detail ? (
        <details className="hm-remote-state__details">
          <summary>Technical details</summary>
          <code>{detail}</code>
        </details>
      ) : null}
    </section>
  );
}
