import type { ConnectionState } from '@hackmate/shared/conversation';

const LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connected: 'Connected',
  offline: 'Disconnected',
};

/** The live connection's state in the chat header, announced politely to screen readers. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  return (
    <span className="chat-status" data-state={state} role="status">
      <span className="chat-status-dot" aria-hidden="true" />
      {LABELS[state]}
    </span>
  );
}
