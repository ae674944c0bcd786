import './layout.css';

interface NeedsNewerAppStateProps {
  /** What exactly is missing (versions), for whoever reports the problem. */
  detail?: string;
  /** Loads the page again, and with it the newest shell. */
  onReload?: () => void;
}

/**
 * Shown in place of a remote that was built for a newer version of the app than this page runs
 * (typically: the remote was deployed, the page was opened before the shell was). Retrying
 * cannot help; loading the page again brings the newer shell once it is deployed.
 */
export function NeedsNewerAppState({ detail, onReload = () => window.location.reload() }: NeedsNewerAppStateProps) {
  return (
    <section className="hm-card hm-remote-state" role="alert" aria-labelledby="remote-outdated-title">
      <h1 id="remote-outdated-title" className="hm-remote-state__title">
        This part of Hackmate needs a newer app version — reload
      </h1>
      <p className="hm-muted">It was updated after this page was opened. Reloading the page brings the newest version.</p>
      <button type="button" className="hm-btn hm-btn-primary" onClick={onReload}>
        Reload
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
