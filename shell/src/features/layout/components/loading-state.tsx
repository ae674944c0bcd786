import './layout.css';

/** The routed area while its code loads. */
export function LoadingState() {
  return (
    <p className="hm-remote-state hm-muted" role="status" aria-live="polite">
      <span className="hm-spinner" aria-hidden="true" /> Loading…
    </p>
  );
}
