import type { CreateReportBody } from '@hackmate/shared/contracts';
import { isUniqueViolation, type Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { writeBlock } from '../safety';
import { findMessageSenderFor, findReportableTeam, findReportableUser, insertReport } from './repository';

export const ALREADY_REPORTED = 'You already reported this';

export interface FiledReport {
  report: { _id: string; status: 'open'; createdAt: string };
  /** Who the reporter blocked in the same step (`block: true`), for the caller to announce. */
  blockedId: string | null;
}

/**
 * The person a report is about. Anything the reporter could not see answers 404 as if it did not
 * exist, so a report never confirms what is hidden from them.
 */
async function subjectOf(db: Db, reporterId: string, target: CreateReportBody['target']): Promise<string> {
  switch (target.kind) {
    case 'user': {
      if (target.id === reporterId) throw badRequest('You cannot report yourself.', 'CANNOT_REPORT_SELF');
      const user = await findReportableUser(db, reporterId, target.id);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      return user.id;
    }
    case 'message': {
      const message = await findMessageSenderFor(db, reporterId, target.id);
      if (!message) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
      if (message.senderId === reporterId) throw badRequest('You cannot report your own message.', 'CANNOT_REPORT_SELF');
      return message.senderId;
    }
    case 'team': {
      // Its owner answers for its name and idea.
      const team = await findReportableTeam(db, reporterId, target.id);
      if (!team) throw notFound('Team not found', 'TEAM_NOT_FOUND');
      if (team.ownerId === reporterId) throw badRequest('You cannot report your own team.', 'CANNOT_REPORT_SELF');
      return team.ownerId;
    }
  }
}

/**
 * Files a report and, with `block`, blocks its subject in the same transaction. One open report
 * per reporter and target: the partial unique index `reports_open_once_key` decides, also when
 * two submissions race, and the loser gets 409.
 */
export async function fileReport(db: Db, reporterId: string, body: CreateReportBody): Promise<FiledReport> {
  const subjectId = await subjectOf(db, reporterId, body.target);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertReport(tx, {
        reporterId,
        targetKind: body.target.kind,
        targetId: body.target.id,
        subjectId,
        reason: body.reason,
        details: body.details ?? '',
      });
      if (body.block) await writeBlock(tx, reporterId, subjectId);
      return {
        report: { _id: row.id, status: 'open' as const, createdAt: row.createdAt.toISOString() },
        blockedId: body.block ? subjectId : null,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REPORTED, 'ALREADY_REPORTED');
    throw err;
  }
}
