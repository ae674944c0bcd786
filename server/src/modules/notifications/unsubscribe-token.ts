import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@hackmate/shared/contracts';

/**
 * The token in an e-mail's unsubscribe link: who and which kind, signed (HMAC-SHA256) with a key
 * derived from the JWT secret, so the link works without a session and cannot be changed to
 * reach someone else or another kind. `digest` stands for "whatever goes to my digest".
 */
export type UnsubscribeKind = NotificationKind | 'digest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS: readonly string[] = [...NOTIFICATION_KINDS, 'digest'];

// Its own key, so an unsubscribe signature can never stand in for a session's or the reverse.
const keyOf = (secret: string) => createHmac('sha256', secret).update('hackmate:notification-unsubscribe').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** `malformed`: not a token at all (400); `forged`: a well-formed token with a wrong signature (403). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: UnsubscribeKind } | 'malformed' | 'forged' {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [userId, kind, signature] = parts as [string, string, string];
  if (!UUID.test(userId) || !KINDS.includes(kind) || !/^[\w-]{43}$/.test(signature)) return 'malformed';
  const expected = Buffer.from(sign(secret, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return { userId, kind: kind as UnsubscribeKind };
}
