import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
}

/** The raw text of the newest mail sent to `address`, waiting for it to arrive. */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDir()).filter((f) => f.endsWith(`-${address.toLowerCase()}.eml`)).sort();
        const last = files.at(-1);
        found = last ? readFileSync(join(mailDir(), last), 'utf8') : '';
        return found.length > 0;
      },
      { timeout: timeoutMs, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found;
}

/** Undo quoted-printable soft breaks and escapes so links can be read from the raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in a mail that points at `pathPrefix` (e.g. '/reset-password/'). */
export function linkIn(raw: string, pathPrefix: string): string {
  const text = decodeQuotedPrintable(raw);
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail:\n${text.slice(0, 2000)}`);
  return match[0];
}
