import { effectiveRoles } from '@hackmate/shared/catalogues';
import type { Match } from '@hackmate/shared/types';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventAttendances, events, users } from '../../db/schema';

const mine = alias(eventAttendances, 'mine');
const theirs = alias(eventAttendances, 'theirs');

/**
 * What two people who just connected share, as `viewerId` sees it: the partner (name and
 * picture), the skills and roles both have, and the soonest event that has not ended both are
 * going to. Null when either account cannot be read (deleted meanwhile): then there is nothing to
 * celebrate.
 */
export async function matchFor(db: Db, viewerId: string, partnerId: string): Promise<Match | null> {
  const [people, [event]] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName, profileUrl: users.profileUrl, skills: users.skills, roles: users.roles })
      .from(users)
      .where(inArray(users.id, [viewerId, partnerId])),
    db
      .select({ _id: events.id, name: events.name })
      .from(events)
      .innerJoin(mine, and(eq(mine.eventId, events.id), eq(mine.userId, viewerId)))
      .innerJoin(theirs, and(eq(theirs.eventId, events.id), eq(theirs.userId, partnerId)))
      .where(gt(events.endsAt, new Date()))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(1),
  ]);
  const viewer = people.find((p) => p.id === viewerId);
  const partner = people.find((p) => p.id === partnerId);
  if (!viewer || !partner) return null;

  // Skills are free text from a catalogue: compare them as people read them, ignoring case.
  const viewerSkills = new Set(viewer.skills.map((s) => s.toLowerCase()));
  const viewerRoles = new Set(effectiveRoles(viewer.roles, viewer.skills));
  return {
    partner: { _id: partner.id, fullName: partner.fullName, profileUrl: partner.profileUrl },
    sharedSkills: partner.skills.filter((s) => viewerSkills.has(s.toLowerCase())),
    sharedRoles: effectiveRoles(partner.roles, partner.skills).filter((r) => viewerRoles.has(r)),
    sharedEvent: event ?? null,
  };
}
