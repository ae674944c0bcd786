import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedStats } from '../../db/schema';

const FLUSH_EVERY_MS = 10_000;

/** The Monday (UTC) that starts the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Counts what the feed shows, cheaply: in memory, added to the week's row every few seconds and
 * when the server stops (one UPDATE per process per flush, not a row per card).
 */
export function feedCounters(app: FastifyInstance) {
  let cards = 0;
  let pages = 0;
  const flush = async () => {
    if (cards === 0 && pages === 0) return;
    const [c, p] = [cards, pages];
    cards = 0;
    pages = 0;
    try {
      await app.db
        .insert(feedStats)
        .values({ week: weekOf(new Date()), cardsShown: c, pagesServed: p })
        .onConflictDoUpdate({ target: feedStats.week, set: { cardsShown: sql`${feedStats.cardsShown} + ${c}`, pagesServed: sql`${feedStats.pagesServed} + ${p}` } });
    } catch (err) {
      // Kept for the next flush: a database hiccup loses no count.
      cards += c;
      pages += p;
      app.log.warn({ err }, 'could not record feed counts; will retry');
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return {
    shown(count: number) {
      cards += count;
      pages += 1;
    },
    flush,
  };
}
