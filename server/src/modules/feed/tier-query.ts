import { and, asc, between, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionRequests, users, type User } from '../../db/schema';
import type { WalkKey } from './cursor';
import { scoreParts, viewerCte } from './ranking';
import type { PublicUserRow } from '../users/public-user';
import type { FeedFilters } from './schemas';
import { expandSkillFilter } from './skills';

/**
 * How many candidates are ranked together. The feed walks users in (profile_gaps, id) order, most
 * complete profiles first, and ranks each tier of this many candidates for the viewer. Every page
 * therefore touches a bounded number of rows, whether there are a thousand users or a million.
 */
export const FEED_TIER_SIZE = 50;

/** Everyone the viewer may still meet, narrowed by the filters. */
export function candidates(viewerId: string, filters: FeedFilters): SQL {
  const conditions: SQL[] = [
    ne(users.id, viewerId),
    // Any request between the two, either direction, any status, hides them from each other.
    // Written on least/greatest so it is one probe of the pair's unique index per candidate.
    sql`not exists (select 1 from ${connectionRequests} r
      where least(r.sender_id, r.receiver_id) = least(${users.id}, ${viewerId}::uuid)
        and greatest(r.sender_id, r.receiver_id) = greatest(${users.id}, ${viewerId}::uuid))`,
  ];
  if (filters.skills.length > 0) {
    conditions.push(sql`${users.skillsLower} && ${sql.param(expandSkillFilter(filters.skills))}::text[]`);
  }
  if (filters.experience === 'beginner') conditions.push(eq(users.hackathonCount, 0));
  if (filters.experience === 'intermediate') conditions.push(between(users.hackathonCount, 1, 3));
  if (filters.experience === 'experienced') conditions.push(gt(users.hackathonCount, 3));
  if (filters.gradYears.length > 0) conditions.push(sql`${users.gradYear} = any(${sql.param(filters.gradYears)}::int[])`);
  return and(...conditions)!;
}

const after = (key: WalkKey) => sql`(${users.profileGaps}, ${users.id}) > (${key[0]}, ${key[1]}::uuid)`;
const upTo = (key: WalkKey) => sql`(${users.profileGaps}, ${users.id}) <= (${key[0]}, ${key[1]}::uuid)`;

export interface TierRequest {
  viewerId: string;
  filters: FeedFilters;
  start: WalkKey | null;
  /** Known once the tier was measured (null: it runs to the end); undefined: measure it now. */
  end: WalkKey | null | undefined;
  /** Continue after this (score, id) inside the tier. */
  after: [number, string] | undefined;
  take: number;
}

/** Exactly what a feed card needs: the public fields plus two feed-only numbers. */
const cardColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  profileUrl: users.profileUrl,
  bio: users.bio,
  gradYear: users.gradYear,
  skills: users.skills,
  socialIds: users.socialIds,
  hackathonCount: users.hackathonCount,
  profileGaps: users.profileGaps,
};

export type CardRow = PublicUserRow & Pick<User, 'hackathonCount' | 'profileGaps'>;

export interface ScoredRow {
  user: CardRow;
  shared: number;
  complement: number;
  yearGap: number | null;
  score: number;
}

export interface TierAnswer {
  rows: ScoredRow[];
  end: WalkKey | null;
  /** No candidate follows this tier. */
  last: boolean;
}

/**
 * One statement per tier: walk the tier's members through users_feed_order_idx (measuring the
 * tier on the way when it is new), score only them for the viewer and return the best `take`
 * after the position, best first.
 */
export async function readTier(db: Db, req: TierRequest): Promise<TierAnswer> {
  const measuring = req.end === undefined;
  const walk = [candidates(req.viewerId, req.filters), req.start && after(req.start), req.end && upTo(req.end)].filter((c): c is SQL => !!c);
  const members = db.$with('tier').as(
    db
      .select({
        memberId: sql<string>`${users.id}`.as('member_id'),
        memberGaps: sql<number>`${users.profileGaps}`.as('member_gaps'),
        pos: sql<number>`row_number() over (order by ${users.profileGaps}, ${users.id})`.as('pos'),
      })
      .from(users)
      .where(and(...walk))
      .orderBy(asc(users.profileGaps), asc(users.id))
      // A new tier: its members plus one, to learn whether anyone follows. A measured one: its
      // range, with slack for people who joined inside it since.
      .limit(measuring ? FEED_TIER_SIZE + 1 : FEED_TIER_SIZE * 2),
  );
  const viewer = viewerCte(db, req.viewerId);
  const parts = scoreParts(viewer);
  const conditions: SQL[] = [];
  if (measuring) conditions.push(sql`pos <= ${FEED_TIER_SIZE}`);
  if (req.after) {
    const [score, id] = req.after;
    conditions.push(sql`(${parts.score} < ${score} or (${parts.score} = ${score} and ${users.id} > ${id}::uuid))`);
  }
  const rows = await db
    .with(viewer, members)
    .select({
      user: cardColumns,
      shared: parts.shared,
      complement: parts.complement,
      yearGap: parts.yearGap,
      score: parts.score.as('score'),
      // Evaluated once per statement (InitPlans): the size of the walk and the tier's last member.
      walked: sql<number>`(select count(*) from ${members})`.mapWith(Number).as('walked'),
      endGaps: sql<number | null>`(select member_gaps from ${members} where pos = ${FEED_TIER_SIZE})`.as('end_gaps'),
      endId: sql<string | null>`(select member_id from ${members} where pos = ${FEED_TIER_SIZE})`.as('end_id'),
    })
    .from(users)
    .innerJoin(members, sql`${users.id} = ${members.memberId}`)
    .crossJoin(viewer)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`score desc`, asc(users.id))
    .limit(req.take);

  const scored = rows.map((r) => ({ user: r.user, shared: Number(r.shared), complement: Number(r.complement), yearGap: r.yearGap === null ? null : Number(r.yearGap), score: Number(r.score) }));
  if (!measuring) return { rows: scored, end: req.end ?? null, last: req.end === null };
  // An empty answer on a new tier means nobody is left after `start`.
  const first = rows[0];
  if (!first || first.walked <= FEED_TIER_SIZE) return { rows: scored, end: null, last: true };
  return { rows: scored, end: [Number(first.endGaps), first.endId!], last: false };
}
