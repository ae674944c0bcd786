import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for the links in notifications (unsubscribe, click), with a key derived
 * from the JWT secret per purpose, so a signature made for one can never stand in for another's
 * or for a session's.
 */
const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(`hackmate:${purpose}`).digest();

export const sign = (secret: string, purpose: string, payload: string) => createHmac('sha256', keyOf(secret, purpose)).update(payload).digest('base64url');

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The shape of a signature (base64url of 32 bytes). */
export const SIGNATURE = /^[\w-]{43}$/;

export function verify(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
