import { z } from '../zod';
import { text } from '../validation/text';
import { uuid } from './common';

/** Why someone reports: a fixed list, so reports can be sorted and counted. */
export const REPORT_REASONS = ['spam', 'harassment', 'fake-profile', 'inappropriate', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report form shows for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  'fake-profile': 'Fake profile',
  inappropriate: 'Inappropriate content',
  scam: 'Scam or fraud',
  other: 'Something else',
};

export const REPORT_TARGET_KINDS = ['user', 'message', 'team'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_DETAILS_MAX = 1000;

/** POST /reports. `block: true` also blocks the person the report is about, in the same step. */
export const createReportBody = z.object({
  target: z.object({
    kind: z.enum(REPORT_TARGET_KINDS, 'Target kind must be user, message or team.'),
    id: uuid,
  }),
  reason: z.enum(REPORT_REASONS, 'Please choose a reason from the list.'),
  details: text({ label: 'Details', max: REPORT_DETAILS_MAX, multiline: true }).optional(),
  block: z.boolean().optional(),
});
export type CreateReportBody = z.output<typeof createReportBody>;

export const reportCreated = z
  .object({
    data: z.object({
      _id: z.string(),
      status: z.literal('open'),
      createdAt: z.string().meta({ format: 'date-time' }),
    }),
  })
  .meta({ id: 'ReportCreated' });
export type ReportCreated = z.infer<typeof reportCreated>;
