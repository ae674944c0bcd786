import type { RequestSummary, TeamRequestUpdate } from '@hackmate/shared/types';
import type { FastifyInstance } from 'fastify';
import { announceRequestUpdates, type RequestUpdateTo } from '../../realtime/request-updates';
import { userRoom } from '../../realtime/rooms';
import type { ExpiredConnectionRequest, ExpiredTeamRequest } from './expired';
import { matchFor } from './match';

type Update = RequestUpdateTo;

/**
 * Who hears of a request's new state, and as what. A rejection is told only to the one who
 * rejected (their other tabs): the sender is never told they were turned down.
 */
export function requestUpdatesFor(request: RequestSummary, withdrawn = false): Update[] {
  const { senderId, receiverId } = request;
  // A taken-back Ignore is not told: its receiver never learnt of it.
  if (withdrawn) return request.status === 'interested' ? [{ to: receiverId, kind: 'withdrawn', personId: senderId }] : [];
  switch (request.status) {
    case 'interested':
      return [{ to: receiverId, kind: 'received', personId: senderId }];
    case 'accepted':
      return [
        { to: senderId, kind: 'accepted', personId: receiverId },
        { to: receiverId, kind: 'answered', personId: senderId },
      ];
    case 'rejected':
      return [{ to: receiverId, kind: 'answered', personId: senderId }];
    default:
      return [];
  }
}

/**
 * Tells every socket of the people concerned (all tabs and devices, on every process through the
 * rooms) that a request changed, naming the other side as they are called now. Never delays or
 * fails the request that caused it.
 */
export function notifyRequestChange(app: FastifyInstance, request: RequestSummary, withdrawn = false): void {
  announce(app, requestUpdatesFor(request, withdrawn));
}

function announce(app: FastifyInstance, updates: Update[]): void {
  // An acceptance is a match: the one who liked first hears what the two share, for the opener.
  announceRequestUpdates(app, updates, async (u) => {
    const match = u.kind === 'accepted' ? await matchFor(app.db, u.to, u.personId) : null;
    return match ? { match } : null;
  });
}

/**
 * Connection requests that went unanswered for 7 days: the sender hears `expired` (box `sent`,
 * shown as a notice), the receiver too (box `received`: only their list and count change). Nobody
 * hears of someone hidden from them (a block, a suspended account).
 */
export function notifyRequestsExpired(app: FastifyInstance, expired: readonly ExpiredConnectionRequest[]): void {
  for (const r of expired) {
    if (r.senderSees) {
      app.io.to(userRoom(r.senderId)).emit('requestUpdate', { kind: 'expired', box: 'sent', person: { _id: r.receiverId, fullName: r.receiverName } });
    }
    if (r.receiverSees) {
      app.io.to(userRoom(r.receiverId)).emit('requestUpdate', { kind: 'expired', box: 'received', person: { _id: r.senderId, fullName: r.senderName } });
    }
  }
}

/**
 * Invites and join requests that went unanswered for 7 days, to both sides: the one who sent it
 * (the team's owner for an invite, the person who asked for a join request) with box `sent`, the
 * other with `received`; `person` is the other side. Never to someone the other side is hidden from.
 */
export function notifyTeamRequestsExpired(app: FastifyInstance, expired: readonly ExpiredTeamRequest[]): void {
  for (const r of expired) {
    const base = { kind: 'expired', requestId: r.id, requestKind: r.kind, teamId: r.teamId, teamName: r.teamName } as const;
    const ownerSent = r.kind === 'invite';
    const toOwner: TeamRequestUpdate = { ...base, box: ownerSent ? 'sent' : 'received', person: { _id: r.userId, fullName: r.userName } };
    const toPerson: TeamRequestUpdate = { ...base, box: ownerSent ? 'received' : 'sent', person: { _id: r.ownerId, fullName: r.ownerName } };
    if (r.ownerSees) app.io.to(userRoom(r.ownerId)).emit('teamRequestUpdate', toOwner);
    if (r.userSees) app.io.to(userRoom(r.userId)).emit('teamRequestUpdate', toPerson);
  }
}
