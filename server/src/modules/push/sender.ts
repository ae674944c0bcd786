import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  ttl: number;
  /**
   * A later message with the same topic replaces one not yet delivered: a resend after a crash
   * replaces the first instead of showing twice (32 base64url characters at most).
   */
  topic: string;
}

/** Sends one encrypted message; throws PushError when the push service refuses it. */
export type PushSender = (target: PushTarget, payload: string, options: PushSendOptions) => Promise<void>;

export class PushError extends Error {
  override name = 'PushError';
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
  /** The subscription is gone for good (unsubscribed, expired): remove it, do not retry. */
  get gone(): boolean {
    return this.statusCode === 404 || this.statusCode === 410;
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The real sender: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request itself goes with fetch, which keeps a timeout and reaches any URL the
 * subscription names (the route accepts only https ones from browsers).
 */
export function createPushSender(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return async (target, payload, options) => {
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: options.ttl,
      topic: options.topic,
      contentEncoding: 'aes128gcm',
    });
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status < 200 || res.status > 299) throw new PushError(res.status, `push service answered ${res.status}`);
  };
}
