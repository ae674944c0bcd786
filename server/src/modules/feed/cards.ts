import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BatchLoader } from '../../lib/batch-loader';
import { oneByteJson } from '../../lib/one-byte-json';
import { TtlCache } from '../../lib/ttl-cache';
import type { CandidateIndex } from '../matching';
import { publicUserColumns, toPublicUser, toTrustSignals } from '../users';

/** Exactly what a feed card needs: the public fields, the hackathon count and the trust signals. */
const cardColumns = {
  ...publicUserColumns,
  hackathonCount: users.hackathonCount,
  // Trust signals (toTrustSignals): a few minutes stale at most, like the rest of the card.
  lastActiveAt: users.lastActiveAt,
  showPresence: users.showPresence,
  replyMinutes: users.replyMinutes,
  teamUpAgainCount: users.teamUpAgainCount,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof users.$inferSelect)[K] };

// Each row as one JSON text built by the database, keyed like CardRow: JSON.parse reads it several
// times faster than the driver parses arrays, JSON and timestamps column by column, which was
// most of the cost of a deep page at 1M developers (where most cards are not in the cache).
// The keys are this file's own constants, never input.
const cardAsJson = sql<string>`json_build_object(${sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})::text`;

function fromJson(text: string): CardRow {
  const row = JSON.parse(text) as Omit<CardRow, 'lastActiveAt'> & { lastActiveAt: string };
  return { ...row, lastActiveAt: new Date(row.lastActiveAt) };
}

/**
 * A card as it goes out, already serialized (one byte a character: oneByteJson): the public fields, hackathon count and trust signals
 * (only the allow-lists of toPublicUser and toTrustSignals), everything but the viewer's reasons.
 * Written once per person, not once per page and viewer.
 */
export interface Card {
  /** A JSON object, without `reasons`. */
  json: string;
  /** Whether they show when they were last active: the reasons may say "Active today" only then. */
  showPresence: boolean;
}

export function toCard(row: CardRow): Card {
  return { json: oneByteJson({ ...toPublicUser(row), hackathonCount: row.hackathonCount, ...toTrustSignals(row) }), showPresence: row.showPresence };
}

// The best candidates are much the same people for many viewers, so their cards are read once
// for all of them. An edit drops the card at once (on every process, through the bus); the TTL
// only bounds how long an unused card stays.
const CARD_TTL_MS = 5 * 60_000;
const CARD_CACHE_BYTES = 128 * 1024 * 1024;
// Deep pages are personal, so under load most of their cards miss the cache: the pages being
// computed at the same moment read their cards in one query (a page is 20 ids; 10 pages a read).
const CARDS_PER_READ = 200;
const READS_IN_FLIGHT = 4;

/**
 * Feed cards by person, read from the database only when no viewer asked for them lately. Cards
 * are kept by the person's place in the ranking's index (a number: a page's twenty lookups hash
 * no strings), and forgotten all at once when the engine swaps in a rebuilt index, whose places
 * differ.
 */
export class CardCache {
  private readonly cache = new TtlCache<Card, number>(CARD_TTL_MS, CARD_CACHE_BYTES);
  private readonly loader: BatchLoader<string, Card>;
  /** The index whose places the cache is keyed by. */
  private source: CandidateIndex | null = null;

  constructor(db: Db) {
    // One statement, prepared once per connection: the database plans it once, not per page.
    const byIds = db
      .select({ card: cardAsJson })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('feed_cards_by_id');
    const read = async (ids: string[]) => {
      const rows = await byIds.execute({ ids });
      return new Map(rows.map(({ card }) => fromJson(card)).map((row) => [row.id, toCard(row)]));
    };
    this.loader = new BatchLoader(read, {
      maxKeys: CARDS_PER_READ,
      maxInFlight: READS_IN_FLIGHT,
    });
  }

  /** The cards of the people at `places` of `index`, in the same order (undefined: they left). */
  async read(index: CandidateIndex, places: readonly number[]): Promise<(Card | undefined)[]> {
    if (index !== this.source) {
      this.cache.clear();
      this.source = index;
    }
    const found: (Card | undefined)[] = places.map((place) => this.cache.get(place));
    const missing: number[] = [];
    found.forEach((card, n) => card === undefined && missing.push(n));
    if (missing.length === 0) return found;
    const version = this.cache.version();
    const ids = missing.map((n) => index.idOf(places[n]!));
    const loaded = await this.loader.load(ids);
    missing.forEach((n, m) => {
      const card = loaded.get(ids[m]!);
      if (!card) return;
      // Not kept if the engine swapped indexes meanwhile (clear() also refuses this version).
      if (this.source === index) this.cache.set(places[n]!, ids[m]!, card, version);
      found[n] = card;
    });
    return found;
  }

  /** Their profile changed or they left: the next page reads them again. */
  forget(id: string): void {
    this.cache.invalidateGroup(id);
  }

  clear(): void {
    this.cache.clear();
  }
}
