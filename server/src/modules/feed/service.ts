import { skillBits, type CandidateIndex, type MatchingEngine, reasonsJson, type Filter, type Ranked } from '../matching';
import type { Card, CardCache } from './cards';
import { decodeCursor, encodeCursor, filtersKey } from './cursor';
import type { FeedQuery } from './schemas';
import { expandSkillFilter } from './skills';

/** SPEC §5 filters as the engine reads them (a selected skill matches any skill containing it or contained in it). */
export function toFilter(query: FeedQuery): Filter {
  const { lo, hi } = skillBits(expandSkillFilter(query.filters.skills));
  return { skillsLo: lo, skillsHi: hi, experience: query.filters.experience, gradYears: query.filters.gradYears };
}

/** A serialized card with this viewer's reasons (a JSON array) added. */
function withReasons(card: Card, reasons: string): string {
  return `${card.json.slice(0, -1)},"reasons":${reasons}}`;
}

/** A page of the feed as its JSON body (the FeedPage contract), and how many cards it shows. */
export interface FeedPageBody {
  json: string;
  shown: number;
}

/**
 * One page of the viewer's feed: their best candidates by the matching score (matching/score.ts),
 * each with the reasons to meet them, and an opaque cursor to the next page (null at the end).
 * Ranking reads the in-memory index; the cards of the page come from the card cache or the
 * database, already serialized, so a page is put together as text.
 */
export async function feedPage(cards: CardCache, engine: MatchingEngine, viewerId: string, query: FeedQuery): Promise<FeedPageBody> {
  const { filters, limit } = query;
  const key = filtersKey([[...filters.skills].sort(), filters.experience, filters.gradYears]);
  const cursor = query.cursor ? decodeCursor(query.cursor, key) : null;
  const after = cursor ? { score: cursor.score, id: Buffer.from(cursor.id.replaceAll('-', ''), 'hex') } : undefined;
  const { from: index, ranked } = (await engine.rank(viewerId, toFilter(query), limit + 1, after)) ?? { from: engine.index, ranked: [] };
  const page = ranked.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = ranked.length > limit && last ? encodeCursor({ filters: key, score: last.score, id: index.idOf(last.index) }) : null;
  return pageBody(cards, index, page, nextCursor);
}

/** The cards of `page` with this viewer's reasons, and the cursor to the next page, as JSON (`extra`: more fields, already JSON). */
export async function pageBody(cards: CardCache, index: CandidateIndex, page: readonly Ranked[], nextCursor: string | null, extra = ''): Promise<FeedPageBody> {
  const found = page.length > 0 ? await cards.read(index, page.map((r) => r.index)) : [];
  const feedData: string[] = [];
  page.forEach((r, n) => {
    // Someone who left between the ranking and this read is simply not shown.
    const card = found[n];
    if (!card) return;
    // Someone hiding their presence gets no "Active today" reason either: the month band names none.
    const parts = card.showPresence ? r.parts : { ...r.parts, band: 2 as const };
    feedData.push(withReasons(card, reasonsJson(parts)));
  });
  return { json: `{"feedData":[${feedData.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}${extra}}`, shown: feedData.length };
}
