import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a push service (the one a browser's subscription names), on 127.0.0.1 at a port
 * the OS picks, and the browser at its other end: `browser()` makes a subscription the way a
 * browser does (a P-256 key pair and a 16-byte auth secret), and every message the service takes
 * is decrypted with that browser's keys (RFC 8291, aes128gcm) and its VAPID signature checked
 * (RFC 8292) — so a test sees what the browser would show, or the bytes it could not read.
 */

export interface Received {
  /** The browser it was for (the last part of the endpoint path). */
  browser: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The key the VAPID header was signed with (base64url), if the signature holds. */
  vapidKey: string | null;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** RFC 8291 §3.3-3.4 and RFC 8188: one record, as web push sends. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLen);
  const ciphertext = body.subarray(21 + idLen);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<key>`: the key if the ES256 signature over the JWT holds, else null. */
function vapidKeyOf(header: string | undefined): string | null {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) return null;
  const [, head, claims, sig, k] = m as unknown as [string, string, string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  return ok ? k : null;
}

export async function startPushService() {
  const browsers = new Map<string, Browser>();
  const received: Received[] = [];
  /** Per browser: the status the service answers with (201 unless set). */
  const answers = new Map<string, number>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const status = answers.get(id) ?? 201;
      const browser = browsers.get(id);
      if (status === 201 && browser) {
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8')) as unknown;
        received.push({ browser: id, headers: req.headers, payload, vapidKey: vapidKeyOf(req.headers.authorization) });
      }
      res.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;

  return {
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    browser() {
      const id = b64u(randomBytes(9));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return { id, endpoint: `${base}/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** From now on the service answers `status` for this browser (410: unsubscribed). */
    answer(id: string, status: number) {
      answers.set(id, status);
    },
    /** What was delivered so far, emptied. */
    take(): Received[] {
      return received.splice(0);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

