import type { Presence } from '@hackmate/shared/types';
import { useNow } from '../hooks/use-now';
import { presenceText } from '../lib/presence-text';
import './presence.css';

export interface PresenceLabelProps {
  presence: Presence | null | undefined;
  /** Pinned "now" for stories and tests. */
  now?: Date;
}

/** "Online" or "Active 12 min ago" under a name; nothing at all when the person hides it. */
export function PresenceLabel({ presence, now }: PresenceLabelProps) {
  const text = presenceText(presence, useNow(30_000, now));
  if (!text) return null;
  return (
    <span className="chat-presence" data-online={presence?.online ? 'true' : 'false'}>
      {text}
    </span>
  );
}
