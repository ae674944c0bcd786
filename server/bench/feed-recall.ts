// Recall of the feed's first page against brute force: score everyone, sort, take the top 20.
import type { Db } from '../src/db/client';
import { expandSkillFilter } from '../src/modules/feed';
import { popcount, skillBits, type Candidate, loadEveryone, requestPartners, activityBand, score } from '../src/modules/matching';
import type { BenchClient } from './feed-client';

/** Everyone as the ranking reads them, straight from the database. */
export async function everyone(db: Db): Promise<Candidate[]> {
  const all: Candidate[] = [];
  await loadEveryone(db, (batch) => all.push(...batch));
  return all;
}

/** A filter the feed offers (SPEC §5), as the brute force applies it: skills by name (expanded as the feed expands them) and hackathon count. */
export interface RecallFilter {
  query: string;
  skills: string[];
  hackathons: [number, number] | null;
}

export const NO_FILTER: RecallFilter = { query: '', skills: [], hackathons: null };
/** Skills and experience, the filter the issue asks recall for. */
export const SKILLS_AND_EXPERIENCE: RecallFilter = { query: '&skills=PYTHON,REACT.JS&experience=intermediate', skills: ['PYTHON', 'REACT.JS'], hackathons: [1, 3] };

function passes(c: Candidate, filter: RecallFilter, wanted: { lo: number; hi: number }): boolean {
  if (filter.hackathons && (c.hackathons < filter.hackathons[0] || c.hackathons > filter.hackathons[1])) return false;
  if (filter.skills.length === 0) return true;
  return (c.skillsLo & wanted.lo) !== 0 || (c.skillsHi & wanted.hi) !== 0;
}

async function trueTop(db: Db, people: Candidate[], viewerId: string, k: number, filter: RecallFilter): Promise<string[]> {
  const me = people.find((p) => p.id === viewerId)!;
  const partners = await requestPartners(db, viewerId);
  const hidden = new Set(partners.filter((p) => !p.likesViewer).map((p) => p.id));
  const likers = new Set(partners.filter((p) => p.likesViewer).map((p) => p.id));
  const now = Date.now();
  const wanted = skillBits(expandSkillFilter(filter.skills));
  const scored: { id: string; s: number }[] = [];
  for (const c of people) {
    if (c.id === viewerId || hidden.has(c.id) || !passes(c, filter, wanted)) continue;
    const s = score({
      lackedRoles: c.roles & ~me.roles & 0xff,
      shared: popcount(c.skillsLo & me.skillsLo) + popcount(c.skillsHi & me.skillsHi),
      liked: likers.has(c.id),
      band: activityBand(c.lastActiveMs, now),
      yearGap: c.gradYear !== null && me.gradYear !== null ? Math.abs(c.gradYear - me.gradYear) : null,
      gaps: c.gaps,
    });
    scored.push({ id: c.id, s });
  }
  scored.sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1));
  return scored.slice(0, k).map((x) => x.id);
}

/** Mean recall@20 of the served first page for `viewers` (id and cookie), against brute force, with `filter`. */
export async function recallAt20(db: Db, client: BenchClient, viewers: { id: string; cookie: string }[], filter: RecallFilter = NO_FILTER): Promise<number> {
  const people = await everyone(db);
  let found = 0;
  let wanted = 0;
  for (const v of viewers) {
    const answer = await client.request('GET', `/api/feed?limit=20${filter.query}`, v.cookie);
    const served = (JSON.parse(answer.body) as { feedData: { _id: string }[] }).feedData.map((u) => u._id);
    const truth = await trueTop(db, people, v.id, 20, filter);
    found += served.filter((id) => truth.includes(id)).length;
    wanted += truth.length;
  }
  return wanted === 0 ? 1 : found / wanted;
}
