import type { FormationRules, FormationRulesBody } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
