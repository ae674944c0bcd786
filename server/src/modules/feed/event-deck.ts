import type { Queryable } from '../../db/client';
import { eventNotFound, findEvent, listGoing } from '../events';
import type { MatchingEngine, Ranked } from '../matching';
import type { CardCache } from './cards';
import { decodeCursor, encodeCursor, filtersKey, type FeedCursor } from './cursor';
import type { FeedQuery } from './schemas';
import { pageBody, toFilter, type FeedPageBody } from './service';

interface DeckEntry extends Ranked {
  id: string;
  looking: boolean;
}

/** Deck order: looking for a team first, then the feed's score, then id (the feed's tie-break). */
function before(a: { looking: boolean; score: number; id: string }, b: { looking: boolean; score: number; id: string }): boolean {
  if (a.looking !== b.looking) return a.looking;
  if (a.score !== b.score) return a.score > b.score;
  return a.id < b.id;
}

/**
 * One page of an event's deck: the people going to it whom the viewer's feed would show (the
 * same exclusions, filters, score and reasons), those looking for a team first. An event the
 * viewer may not see answers 404 exactly as an unknown one, so nothing of its people leaks.
 * An event has at most a few thousand people: all of them are scored on every page.
 */
export async function eventDeckPage(db: Queryable, cards: CardCache, engine: MatchingEngine, viewerId: string, query: FeedQuery & { eventId: string }): Promise<FeedPageBody> {
  const event = await findEvent(db, query.eventId, viewerId);
  if (!event) throw eventNotFound();
  const { filters, limit } = query;
  const key = filtersKey([[...filters.skills].sort(), filters.experience, filters.gradYears, query.eventId]);
  const cursor: FeedCursor | null = query.cursor ? decodeCursor(query.cursor, key) : null;
  const going = await listGoing(db, query.eventId);
  const looking = new Map(going.map((g) => [g.userId, g.looking]));
  const { from: index, ranked } = (await engine.rankAmong(viewerId, toFilter(query), [...looking.keys()])) ?? { from: engine.index, ranked: [] };
  const after = cursor && { looking: cursor.looking ?? false, score: cursor.score, id: cursor.id };
  const deck: DeckEntry[] = [];
  for (const r of ranked) {
    const id = index.idOf(r.index);
    const entry = { ...r, id, looking: looking.get(id) ?? false };
    if (!after || before(after, entry)) deck.push(entry);
  }
  deck.sort((a, b) => (before(a, b) ? -1 : 1));
  const page = deck.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = deck.length > limit && last ? encodeCursor({ filters: key, score: last.score, id: last.id, looking: last.looking }) : null;
  return pageBody(cards, index, page, nextCursor, `,"event":${JSON.stringify({ id: event.id, name: event.name })}`);
}
