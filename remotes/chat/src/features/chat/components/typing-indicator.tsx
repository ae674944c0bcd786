import './chat-pane.css';
import './messages.css';

export interface TypingIndicatorProps {
  /** The partner's full name; the indicator says their first name. */
  name: string;
  typing: boolean;
}

/**
 * "Ana is typing…" above the input. The live region stays in the page while empty, so screen
 * readers announce the text when it appears.
 */
export function TypingIndicator({ name, typing }: TypingIndicatorProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <p className="chat-typing hm-muted" role="status" aria-live="polite">
      {typing ? `${firstName} is typing…` : null}
    </p>
  );
}
