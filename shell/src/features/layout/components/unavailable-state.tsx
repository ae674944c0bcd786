import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
import { RemoteStateCard } from './remote-state-card';

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
  return (
    <RemoteStateCard
      id="remote-unavailable-title"
      title="This part of Hackmate is unavailable"
      action={{ label: 'Retry', onClick: onRetry }}
      detail={error instanceof Error ? error.message : undefined}
    >
      {explain(error)}
    </RemoteStateCard>
  );
}
