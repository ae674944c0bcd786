import type { EventOutcome } from '@hackmate/shared/contracts';
import { and, desc, exists, gte, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAttendances, events } from '../../db/schema';
import { participantLines, type ParticipantLine } from './dashboard-repository';

// The figure that matters for an event: the share of its participants in a team at the formation
// deadline (or now, before it or without one), and how long people took from going to a team.

const MINUTE = 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The outcome at the deadline once it has passed, else now. Counted from who is going and in a
 * team today (when each joined the event and their team): someone who left a team before the
 * deadline is not counted in one, someone who joined the event or a team after it is left out.
 */
export function eventOutcome(lines: readonly ParticipantLine[], deadline: Date | null, now: Date): EventOutcome {
  const atDeadline = deadline !== null && deadline <= now;
  const at = atDeadline ? deadline : now;
  const going = lines.filter((l) => l.goingAt <= at);
  const inTeam = going.filter((l) => l.joinedAt !== null && l.joinedAt <= at);
  // A team's founder may have made it before marking going: that is no wait at all.
  const waits = inTeam.map((l) => Math.max(0, l.joinedAt!.getTime() - l.goingAt.getTime()) / MINUTE);
  return {
    at: at.toISOString(),
    atDeadline,
    participants: going.length,
    inTeams: inTeam.length,
    share: going.length ? inTeam.length / going.length : null,
    medianMinutesToTeam: median(waits),
  };
}

export interface EventOutcomeRow extends EventOutcome {
  eventId: string;
  name: string;
  startsAt: Date;
}

/** The outcome of every event with participants that starts on or after `since`, newest first. */
export async function eventOutcomes(db: Queryable, since: Date, now = new Date()): Promise<EventOutcomeRow[]> {
  const rows = await db
    .select({ id: events.id, name: events.name, startsAt: events.startsAt, formationDeadline: events.formationDeadline })
    .from(events)
    .where(and(gte(events.startsAt, since), exists(db.select({ one: eventAttendances.userId }).from(eventAttendances).where(eq(eventAttendances.eventId, events.id)))))
    .orderBy(desc(events.startsAt), events.id);
  const out: EventOutcomeRow[] = [];
  for (const e of rows) out.push({ eventId: e.id, name: e.name, startsAt: e.startsAt, ...eventOutcome(await participantLines(db, e.id), e.formationDeadline, now) });
  return out;
}
