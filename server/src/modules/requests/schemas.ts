import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';

/** What a swipe records (the old client's values). */
export const SEND_STATUSES = ['interested', 'ignore'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** accepted / rejected by the receiver, withdraw by the sender; all only while pending. */
export const REVIEW_STATUSES = ['accepted', 'rejected', 'withdraw'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const uuid = z.uuid();

export function parseSendStatus(value: unknown): SendStatus {
  if (!SEND_STATUSES.includes(value as SendStatus)) {
    throw badRequest('Status must be interested or ignore.', 'BAD_STATUS');
  }
  return value as SendStatus;
}

export function parseReviewStatus(value: unknown): ReviewStatus {
  if (!REVIEW_STATUSES.includes(value as ReviewStatus)) {
    throw badRequest('Status must be accepted, rejected or withdraw.', 'BAD_STATUS');
  }
  return value as ReviewStatus;
}

/** A malformed id names nothing: answered like an unknown one, never passed to the database. */
export function parseIdParam(value: unknown, message: string, code: string): string {
  const result = uuid.safeParse(value);
  if (!result.success) throw notFound(message, code);
  return result.data;
}
