import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenForMail } from '../../server/src/testing/smtp-catcher';

/**
 * A real SMTP server on loopback that writes every message it receives to `dir`, one file
 * per message named after the recipient, so tests (in other processes) read exactly what a
 * person would get.
 */
export async function startMailCatcher(dir: string, port: number): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = await listenForMail(port, (mail) => {
    const to = mail.to.map((a) => a.toLowerCase()).join(',');
    writeFileSync(join(dir, `${Date.now()}-${n++}-${to}.eml`), mail.raw);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}
