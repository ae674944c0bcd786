import type { CreateReportBody, ReportReason } from '@hackmate/shared/contracts';

/** What the report form gives. */
export interface ReportAnswer {
  reason: ReportReason;
  /** Trimmed; empty when none was written. */
  details: string;
  block: boolean;
}

/** The request for an answer: no empty details, and `block` only when asked for. */
export function reportBody(target: CreateReportBody['target'], { reason, details, block }: ReportAnswer): CreateReportBody {
  return { target, reason, ...(details ? { details } : {}), ...(block ? { block: true } : {}) };
}
