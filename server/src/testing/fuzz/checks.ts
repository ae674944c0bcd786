import { firstError, type Validate } from './ajv';
import type { Operation } from './openapi';
import { visible } from './requests';

/** Longest any answer may take, however hostile the request. */
export const MAX_ANSWER_MS = 2_000;

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
  /** Every header as sent, to look for secrets in cookies too. */
  headers: string;
  ms: number;
}

export interface Secrets {
  victimEmail: string;
  victimSessionToken: string;
  victimResetToken: string;
}

/**
 * Private data that `answer` shows to someone who is not the victim: the victim's address (unless
 * the request itself carried it), session or reset token, or any password hash.
 */
export function findLeak(answer: string, request: string, secrets: Secrets): string | undefined {
  if (answer.includes('$argon2')) return 'a password hash';
  if (answer.includes(secrets.victimSessionToken)) return "the victim's session token";
  if (answer.includes(secrets.victimResetToken)) return "the victim's reset token";
  const email = secrets.victimEmail.toLowerCase();
  if (answer.toLowerCase().includes(email) && !request.toLowerCase().includes(email)) return "the victim's e-mail address";
  return undefined;
}

/**
 * Throws unless the answer is one the operation documents: no 5xx, in time, a documented status
 * whose schema the body satisfies (which also proves no undocumented field was sent).
 */
export function checkAnswer(op: Operation, answer: Answer, compile: (pointer: string) => Validate): void {
  const said = `${answer.status} ${visible(answer.body.slice(0, 300))}`;
  if (answer.status >= 500) throw new Error(`server error: ${said}`);
  if (answer.ms > MAX_ANSWER_MS) throw new Error(`took ${Math.round(answer.ms)} ms (more than ${MAX_ANSWER_MS}): ${said}`);
  if (!op.statuses.includes(String(answer.status))) throw new Error(`undocumented status (documented: ${op.statuses.join(', ')}): ${said}`);
  if (op.method === 'HEAD') return;
  const pointer = op.responsePointer(String(answer.status));
  if (!pointer) {
    if (answer.body !== '') throw new Error(`a body where none is documented: ${said}`);
    return;
  }
  let value: unknown = answer.body;
  if (answer.contentType?.startsWith('application/json')) {
    try {
      value = JSON.parse(answer.body);
    } catch {
      throw new Error(`invalid JSON: ${said}`);
    }
  }
  const validate = compile(pointer);
  if (!validate(value)) throw new Error(`answer does not match the documented ${answer.status} schema: ${firstError(validate)}: ${said}`);
}
