import { NOTIFICATION_KINDS, type NotificationKind } from '@hackmate/shared/contracts';
import { SIGNATURE, sign, UUID, verify } from './signing';

/**
 * The token in an e-mail's unsubscribe link: who and which kind, signed (HMAC-SHA256) with a key
 * derived from the JWT secret, so the link works without a session and cannot be changed to
 * reach someone else or another kind. `digest` stands for "whatever goes to my digest".
 */
export type UnsubscribeKind = NotificationKind | 'digest';

const KINDS: readonly string[] = [...NOTIFICATION_KINDS, 'digest'];

const PURPOSE = 'notification-unsubscribe';

export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, PURPOSE, payload)}`;
}

/** `malformed`: not a token at all (400); `forged`: a well-formed token with a wrong signature (403). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: UnsubscribeKind } | 'malformed' | 'forged' {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [userId, kind, signature] = parts as [string, string, string];
  if (!UUID.test(userId) || !KINDS.includes(kind) || !SIGNATURE.test(signature)) return 'malformed';
  if (!verify(secret, PURPOSE, `${userId}.${kind}`, signature)) return 'forged';
  return { userId, kind: kind as UnsubscribeKind };
}
