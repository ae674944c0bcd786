import type { Presence } from '@hackmate/shared/types';
import './presence.css';

/** A green dot on a picture while the person is online; nothing otherwise. */
export function PresenceDot({ presence }: { presence: Presence | null | undefined }) {
  if (!presence?.online) return null;
  return <span className="chat-presence-dot" role="img" aria-label="Online" title="Online" />;
}
