import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionRequests, users } from '../../db/schema';
import { blockedWith } from '../safety';
import { isListedUser } from '../users';
import { roleBits, skillBits } from './bits';
import type { Candidate } from './candidate-index';

/** The columns the ranking reads, for everyone or for one person. */
const columns = {
  id: users.id,
  skills: users.skills,
  roles: users.roles,
  gradYear: users.gradYear,
  lastActiveAt: users.lastActiveAt,
  gaps: users.profileGaps,
  hackathons: users.hackathonCount,
};

type Row = { id: string; skills: string[]; roles: string[]; gradYear: number | null; lastActiveAt: Date; gaps: number; hackathons: number };

export function toCandidate(row: Row): Candidate {
  const { lo, hi } = skillBits(row.skills);
  return {
    id: row.id,
    skillsLo: lo,
    skillsHi: hi,
    roles: roleBits(row.roles, row.skills),
    gradYear: row.gradYear,
    lastActiveMs: row.lastActiveAt.getTime(),
    gaps: row.gaps,
    hackathons: row.hackathons,
  };
}

const BATCH = 20_000;

/** Everyone who may appear to others, in id order, a batch at a time (memory stays flat however many there are). */
export async function loadEveryone(db: Db, onBatch: (people: Candidate[]) => void): Promise<number> {
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const rows: Row[] = await db
      .select(columns)
      .from(users)
      .where(after ? and(gt(users.id, after), isListedUser) : isListedUser)
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) return total;
    onBatch(rows.map(toCandidate));
    total += rows.length;
    after = rows.at(-1)!.id;
  }
}

/** The person as the ranking reads them; null when unknown, suspended or deleted (out of the index). */
export async function loadPerson(db: Db, id: string): Promise<Candidate | null> {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isListedUser)).limit(1);
  return row ? toCandidate(row) : null;
}

/** Who was active since `since` (their latest activity), to refresh the index's bands. */
export async function activeSince(db: Db, since: Date): Promise<{ id: string; lastActiveMs: number }[]> {
  const rows = await db.select({ id: users.id, at: users.lastActiveAt }).from(users).where(gt(users.lastActiveAt, since));
  return rows.map((r) => ({ id: r.id, lastActiveMs: r.at.getTime() }));
}

/**
 * The people a viewer shares a request with (either way, any status), and among them those whose
 * Interested to the viewer still awaits an answer: those are suggested (ranked higher), the
 * others never. Everyone in a block with the viewer comes too, never suggested (an exclusion
 * wins over a pending Interested).
 */
export async function requestPartners(db: Db, viewerId: string): Promise<{ id: string; likesViewer: boolean }[]> {
  const requests = await db
    .select({
      id: sql<string>`case when ${connectionRequests.senderId} = ${viewerId} then ${connectionRequests.receiverId} else ${connectionRequests.senderId} end`,
      likesViewer: sql<boolean>`(${connectionRequests.receiverId} = ${viewerId} and ${connectionRequests.status} = 'interested')`,
    })
    .from(connectionRequests)
    .where(or(eq(connectionRequests.senderId, viewerId), eq(connectionRequests.receiverId, viewerId)));
  const blocked = await db.execute(sql`select id from ${blockedWith(viewerId)} as blocked(id)`);
  const blockedRows = (blocked as unknown as { rows: { id: string }[] }).rows;
  return [...requests, ...blockedRows.map((r) => ({ id: r.id, likesViewer: false }))];
}
