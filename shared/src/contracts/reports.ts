import { z } from '../zod';
import { text } from '../validation/text';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_KINDS } from './constants';
import { uuid } from './common';

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
