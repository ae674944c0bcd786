import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX, type ClientErrorKind } from '../contracts/constants';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';

export interface ClientErrorInput {
  kind: ClientErrorKind;
  /** The remote's Module Federation name ('feed'). */
  remote: string;
  /** The remote's deployed version, or 'unknown'. */
  version: string;
  error: unknown;
}

const VERSION = /^[\w.+-]{1,64}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What the server's text rule accepts: no control characters, no broken Unicode, at most `max` characters. */
function clean(text: string, max: number): string {
  const tidy = text.replace(/\r\n/g, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
  return Array.from(tidy).slice(0, max).join('');
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/**
 * Tells the operators that a remote failed to load or to render (POST /api/client-errors), so
 * they see a broken deploy before people write in. Fire and forget: never throws, survives the
 * page being closed (keepalive), and sends no cookie, so the report cannot name anyone.
 */
export function reportClientError({ kind, remote, version, error }: ClientErrorInput): void {
  try {
    const { message, stack } = describe(error);
    const body = JSON.stringify({
      kind,
      remote,
      version: VERSION.test(version) ? version : 'unknown',
      message: clean(message, CLIENT_ERROR_MESSAGE_MAX) || 'Unknown error',
      ...(stack ? { stack: clean(stack, CLIENT_ERROR_STACK_MAX) } : {}),
    });
    const url = `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/client-errors`;
    void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' }, body }).catch(() => {});
  } catch {
    // Reporting must never add a second failure to the first.
  }
}
