import type { CreateTeamBody, OpenRole, TeamDetail, UpdateTeamBody } from '@hackmate/shared/contracts';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-errors';
import { eventNotFound, eventOver, findEvent, isInTeamAt, requireTeamsOpen, upsertAttendance } from '../events';
import { canSee, holds } from '../safety';
import {
  deleteMember,
  deleteTeam,
  insertMember,
  insertTeam,
  isMember,
  lockTeam,
  replaceOpenRoles,
  teamVisibleTo,
  updateTeamFields,
  type LockedTeam,
} from './repository';
import { cancelAfterJoin } from './request-repository';
import { teamNotFound, memberNotFound, notOwner, alreadyInTeam, joinRefusal } from './refusals';
import { getTeam } from './read-service';

// The team use cases: create, edit, hand over, leave or remove a member.

/** Open roles must fit in the places left: at most `free` people wanted in all. */
function checkOpenRoles(roles: readonly OpenRole[], free: number): void {
  const wanted = roles.reduce((sum, r) => sum + r.count, 0);
  if (wanted <= free) return;
  const message = free > 0 ? `This team has room for ${free} more ${free === 1 ? 'person' : 'people'}: ask for at most ${free}.` : 'This team is full: it cannot ask for more people.';
  throw badRequest(message, 'VALIDATION', { openRoles: message });
}

/**
 * Creates a team at the event, with the creator as its owner and first member: they become Going,
 * their looking post ends and their other pending requests there are cancelled.
 */
export async function createTeam(db: Db, userId: string, eventId: string, body: CreateTeamBody): Promise<TeamDetail> {
  const event = await findEvent(db, eventId, userId);
  if (!event) throw eventNotFound();
  if (event.over) throw eventOver();
  checkOpenRoles(body.openRoles, event.maxTeamSize - 1);
  const teamId = await db.transaction(async (tx) => {
    // The attendance row first, as every path that puts someone in a team (no waiting in a circle).
    await upsertAttendance(tx, eventId, userId, null);
    await requireTeamsOpen(tx, eventId, userId);
    if (await isInTeamAt(tx, eventId, userId)) throw alreadyInTeam('me');
    const id = await insertTeam(tx, { eventId, ownerId: userId, name: body.name, idea: body.idea ?? '' });
    await insertMember(tx, { teamId: id, eventId, userId, role: body.myRole ?? null }).catch((err: unknown) => joinRefusal(err, 'me'));
    await replaceOpenRoles(tx, id, body.openRoles);
    await cancelAfterJoin(tx, { eventId, userId, teamId: id, teamFull: false });
    return id;
  });
  return getTeam(db, userId, teamId);
}

/** The team locked for a change, if the caller may see it (404 otherwise). */
async function lockedVisibleTeam(tx: Queryable, userId: string, teamId: string, mode: 'update' | 'share'): Promise<LockedTeam> {
  const team = await lockTeam(tx, teamId, mode);
  if (!team || !(await holds(tx, teamVisibleTo(userId, teamId)))) throw teamNotFound();
  return team;
}

/** The owner edits name, idea and open roles (which must fit in the places left). */
export async function updateTeam(db: Db, userId: string, teamId: string, body: UpdateTeamBody): Promise<TeamDetail> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (team.owner_id !== userId) throw notOwner();
    if (body.openRoles) {
      checkOpenRoles(body.openRoles, team.max_team_size - team.members);
      await replaceOpenRoles(tx, teamId, body.openRoles);
    }
    const fields = { ...(body.name !== undefined && { name: body.name }), ...(body.idea !== undefined && { idea: body.idea }) };
    if (Object.keys(fields).length > 0) await updateTeamFields(tx, teamId, fields);
  });
  return getTeam(db, userId, teamId);
}

/** The owner hands the team to another member (who may appear to others). */
export async function transferOwner(db: Db, userId: string, teamId: string, newOwnerId: string): Promise<TeamDetail> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (team.owner_id !== userId) throw notOwner();
    if (newOwnerId === userId) return;
    if (!(await isMember(tx, teamId, newOwnerId)) || !(await canSee(tx, userId, newOwnerId))) throw memberNotFound();
    await updateTeamFields(tx, teamId, { ownerId: newOwnerId });
  });
  return getTeam(db, userId, teamId);
}

/**
 * A member leaves (`memberId` is the caller) or the owner removes another member. The owner leaves
 * only as the last member, and the team goes with them; otherwise they hand it over first.
 */
export async function removeMember(db: Db, userId: string, teamId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (memberId !== userId && team.owner_id !== userId) throw notOwner();
    await requireTeamsOpen(tx, team.event_id, userId);
    if (!(await isMember(tx, teamId, memberId))) throw memberNotFound();
    if (memberId !== team.owner_id) {
      await deleteMember(tx, teamId, memberId);
      return;
    }
    if (team.members > 1) throw conflict('Hand the team over to another member before you leave.', 'OWNER_MUST_HAND_OVER');
    await deleteTeam(tx, teamId);
  });
}
