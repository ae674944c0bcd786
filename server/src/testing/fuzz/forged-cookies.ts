import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';

const sign = (claims: { sid: string; sub: string }, secret: string, expires: string | number = '1h') =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('hackmate')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Session cookies an attacker could make: signed with a guessed key, unsigned, expired, naming a
 * session that does not exist, or the victim's session under the attacker's name (the key is
 * known to tests, so these reach the database check, not just the signature check).
 */
export async function forgedCookies(secret: string, victimToken: string, attackerId: string, victimId: string): Promise<string[]> {
  const { sid } = decodeJwt(victimToken) as { sid: string };
  const tokens = [
    await sign({ sid, sub: victimId }, 'a-guessed-secret-that-is-long-enough-to-be-used'),
    await sign({ sid, sub: attackerId }, secret),
    await sign({ sid: randomUUID(), sub: victimId }, secret),
    await sign({ sid: 'not-a-uuid', sub: victimId }, secret),
    await sign({ sid, sub: victimId }, secret, Math.floor(Date.now() / 1000) - 60),
    `${base64url({ alg: 'none' })}.${base64url({ sid, sub: victimId, iss: 'hackmate' })}.`,
    `${victimToken.slice(0, -2)}${victimToken.endsWith('AA') ? 'BB' : 'AA'}`,
  ];
  return [...tokens.map((token) => `token=${token}`), 'token=', 'token=a; token=b', `other=1; token=${tokens[0]}`];
}
