import type { Mailer } from '../../plugins/mail';
import type { PushSender } from '../push';

// What the worker is given and what a run reports, apart from the worker itself: the batch sender
// (send-batch.ts) reads both, and the worker calls it.

export interface WorkerOptions {
  mailer: Mailer;
  /** Web push (null: not configured, push rows are skipped). */
  push: PushSender | null;
  appUrl: string;
  jwtSecret: string;
  /**
   * A message notification waits this long after the message (then goes only if still unread); an
   * e-mail about something already pushed waits this long after the push.
   */
  delayMs: number;
  maxPerDay: number;
  leaseMs: number;
}

export interface RunStats {
  sent: number;
  skipped: number;
  held: number;
  deferred: number;
  failed: number;
}
