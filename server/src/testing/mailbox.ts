import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable, listenForMail, type CaughtMail } from './smtp-catcher';

/** A caught mail with its headers read (folded lines joined) for assertions. */
export interface ReadMail extends CaughtMail {
  header(name: string): string | undefined;
  messageId: string;
  subject: string;
}

export function readMail(mail: CaughtMail): ReadMail {
  const head = mail.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
  // The body as a reader sees it (quoted-printable undone), so links can be looked for.
  return { ...mail, raw: decodeQuotedPrintable(mail.raw), header, messageId: header('message-id') ?? '', subject: header('subject') ?? '' };
}

/** A real SMTP server on loopback whose inbox the test takes all at once (the worker awaits each 250). */
export async function startMailbox(port = 0): Promise<{ url: string; port: number; take(): ReadMail[]; server: SMTPServer; close(): Promise<void> }> {
  let inbox: ReadMail[] = [];
  const server = await listenForMail(port, (m) => inbox.push(readMail(m)));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    server,
    take() {
      const all = inbox;
      inbox = [];
      return all;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
