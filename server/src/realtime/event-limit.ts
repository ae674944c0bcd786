import type { Event } from 'socket.io';
import { fail } from './types';

export interface EventLimit {
  /** Events a socket may send per second, on average. */
  perSecond: number;
  /** How many it may send at once after a quiet spell. */
  burst: number;
}

/** Far above what a person typing, reading and opening chats sends; far below a flood. */
export const DEFAULT_EVENT_LIMIT: EventLimit = { perSecond: 10, burst: 30 };

export const TOO_MANY_EVENTS = 'You are doing that too fast. Please wait a moment.';

/**
 * Socket middleware: a token bucket per socket over every event it sends (messages have their own,
 * stricter limit too). An event past the budget is dropped before any handler or database work,
 * and its acknowledgement, if it asked for one, says RATE_LIMITED.
 */
export function eventBudget(limit: EventLimit = DEFAULT_EVENT_LIMIT, now: () => number = Date.now) {
  let tokens = limit.burst;
  let at = now();
  return (event: Event, next: (err?: Error) => void) => {
    const t = now();
    tokens = Math.min(limit.burst, tokens + ((t - at) / 1000) * limit.perSecond);
    at = t;
    if (tokens >= 1) {
      tokens -= 1;
      return next();
    }
    const ack = event[event.length - 1];
    if (typeof ack === 'function') (ack as (answer: unknown) => void)(fail('RATE_LIMITED', TOO_MANY_EVENTS));
  };
}
