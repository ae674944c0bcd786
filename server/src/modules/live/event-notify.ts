import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventOrganisers, teams } from '../../db/schema';
import { userRoom } from '../../realtime/rooms';

/**
 * Who takes part in the event or its teams changed: its organisers' open dashboards read it again.
 * Never delays or fails the request that caused it.
 */
export function notifyEventChanged(app: FastifyInstance, eventId: string): void {
  announceEventChanged(app, eventId).catch((err: unknown) => app.log.warn({ err }, 'could not announce an event change'));
}

export async function announceEventChanged(app: FastifyInstance, eventId: string): Promise<void> {
  const organisers = await app.db.select({ id: eventOrganisers.userId }).from(eventOrganisers).where(eq(eventOrganisers.eventId, eventId));
  if (organisers.length > 0) app.io.to(organisers.map((o) => userRoom(o.id))).emit('eventChanged', { eventId });
}

/** The event of a team, for a change announced by team. */
export async function eventOfTeam(app: FastifyInstance, teamId: string): Promise<string | undefined> {
  const [row] = await app.db.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, teamId));
  return row?.eventId;
}
