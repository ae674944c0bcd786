import type { FormationRules, FormationRulesBody } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { organiserRole } from './organisers-repository';
import { events } from '../../db/schema';
import { findEvent } from './repository';
import { eventNotFound, requireOrganiser } from './service';

/** The event's formation rules as organisers see them. */
export const toFormationRules = (e: { formationDeadline: Date | null; requiredRoles: FormationRules['requiredRoles'] }): FormationRules => ({
  formationDeadline: e.formationDeadline?.toISOString() ?? null,
  requiredRoles: e.requiredRoles,
});

/** Organisers set the formation deadline (teams lock after it) and the roles each new team needs. */
export async function setFormationRules(db: Db, userId: string, eventId: string, body: FormationRulesBody): Promise<FormationRules> {
  await requireOrganiser(db, eventId, userId);
  await db
    .update(events)
    .set({ formationDeadline: body.formationDeadline ? new Date(body.formationDeadline) : null, requiredRoles: body.requiredRoles, updatedAt: new Date() })
    .where(eq(events.id, eventId));
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  return toFormationRules(event);
}

export const TEAMS_LOCKED = 'Teams at this event are locked: the formation deadline has passed. Ask an organiser.';

/**
 * After the event's formation deadline, joining, leaving, inviting and answering need an
 * organiser: anyone else is refused 409 TEAMS_LOCKED. Call inside the transaction that changes the team.
 */
export async function requireTeamsOpen(db: Queryable, eventId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ locked: sql<boolean>`${events.formationDeadline} is not null and ${events.formationDeadline} <= now()` })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row?.locked) return;
  if (await organiserRole(db, eventId, userId)) return;
  throw conflict(TEAMS_LOCKED, 'TEAMS_LOCKED');
}
