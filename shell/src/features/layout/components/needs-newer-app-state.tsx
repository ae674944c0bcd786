import { RemoteStateCard } from './remote-state-card';

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
    <RemoteStateCard
      id="remote-outdated-title"
      title="This part of Hackmate needs a newer app version — reload"
      action={{ label: 'Reload', onClick: onReload }}
      detail={detail}
    >
      It was updated after this page was opened. Reloading the page brings the newest version.
    </RemoteStateCard>
  );
}
