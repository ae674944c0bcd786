import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import { globalPlugin } from '../lib/plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The same on every retry of one message, so a receiver can drop a second copy. */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or, without SMTP, once it was logged). */
  send(message: MailMessage): Promise<void>;
  /** How many messages `send` may have in flight at once (the pool's connections); 1 if unset. */
  parallel?: number;
  /** Closes the pooled SMTP connections (the app does on close). */
  close?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Connections in the SMTP pool: the notification worker sends this many mails at once. */
export const SMTP_POOL_SIZE = 5;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function createMailer(smtpUrl: string | null, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    // Development without a mail server: the message (and any link in it) goes to the log.
    return {
      async send(message) {
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'SMTP_URL is not set; mail written to the log instead of sent');
      },
    };
  }
  const host = new URL(smtpUrl).hostname;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open for many mails (the notification worker sends them back to back).
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    // A mail catcher on this machine speaks plain SMTP; anywhere else, STARTTLS when offered.
    ignoreTLS: LOOPBACK.has(host),
    // A person is waiting on the request that sends the mail.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ envelope: { from, to: message.to }, raw: compose(from, message) });
    },
    parallel: SMTP_POOL_SIZE,
    close: () => transport.close(),
  };
}

const CRLF = '\r\n';
/** A text part's body: CRLF line ends, quoted-printable, lines of at most 76 characters. */
const qp = (text: string) => qpWrap(qpEncode(Buffer.from(text.replace(/\r?\n/g, CRLF))), 76);
const part = (type: string, text: string) => `Content-Type: ${type}; charset=utf-8${CRLF}Content-Transfer-Encoding: quoted-printable${CRLF}${CRLF}${qp(text)}`;

/**
 * The whole message as one string. nodemailer's headers (addresses, encoded words, folding, Date,
 * Message-ID, boundary), but the text and HTML parts encoded in one call each: its composer streams
 * every part through a chain of transforms and the socket gets hundreds of small writes a mail —
 * more of the notification worker's time than anything else (bench:notify's CPU profile).
 */
function compose(from: string, m: MailMessage): string {
  const root = new MimeNode(m.html === undefined ? 'text/plain; charset=utf-8' : 'multipart/alternative');
  root.setHeader({ ...m.headers, from, to: m.to, subject: m.subject, ...(m.messageId ? { 'message-id': m.messageId } : {}) });
  if (m.html === undefined) {
    root.setHeader('content-transfer-encoding', 'quoted-printable');
    return `${root.buildHeaders()}${CRLF}${CRLF}${qp(m.text)}${CRLF}`;
  }
  const head = root.buildHeaders();
  const b = `--${String(root.boundary)}`;
  return [head, '', b, part('text/plain', m.text), b, part('text/html', m.html), `${b}--`, ''].join(CRLF);
}

/** `app.mailer`: nodemailer over SMTP_URL, or the log when no SMTP server is configured. */
export const mailPlugin = globalPlugin<{ smtpUrl: string | null; mailFrom: string }>('hackmate-mail', async (app, { smtpUrl, mailFrom }) => {
  const mailer = createMailer(smtpUrl, mailFrom, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close?.());
});
