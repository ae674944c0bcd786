/**
 * `pnpm report:matching [--weeks N]`: what the ranking achieved, per week (Monday, UTC), from the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
 * Cards shown come from the feed's counters; everything else from the requests and messages. The
 * second table: what notifications to people away achieved (requests answered before they expire,
 * e-mail and push sent and clicked, unsubscribes, the median time to the person's next return).
 * The third: per event starting in those weeks or later, the share of its participants in a team
 * at the formation deadline (or now, before it) and the median time from going to being in one.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { StartupError } from '../lib/startup-error';
import { eventOutcomes, type EventOutcomeRow } from '../modules/events';
import { matchingReport, type WeekReport } from '../modules/feed';

const pct = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(1)} %`);
const minutes = (n: number | null) => (n === null ? '—' : n < 90 ? `${Math.round(n)} min` : `${(n / 60).toFixed(1)} h`);

function print(rows: WeekReport[]): void {
  const table = rows.map((r) => ({
    week: r.week,
    'cards shown': r.cardsShown,
    swipes: r.swipes,
    'interested rate': pct(r.interestedRate),
    'mutual acceptance': pct(r.mutualRate),
    'first reply (median)': minutes(r.medianFirstReplyMinutes),
    'conversations ≥3 each': r.livelyConversations,
  }));
  console.table(table);
  const clicks = (c: { sent: number; clicked: number }) => (c.sent === 0 ? '0' : `${c.clicked}/${c.sent} (${pct(c.clicked / c.sent)})`);
  console.table(
    rows.map(({ week, reach: r }) => ({
      week,
      'answered before expiry': pct(r.answeredBeforeExpiry),
      'e-mail clicked/sent': clicks(r.email),
      'push clicked/sent': clicks(r.push),
      unsubscribes: r.unsubscribes,
      'return after notice (median)': minutes(r.medianReturnMinutes),
    })),
  );
}

function printEvents(rows: EventOutcomeRow[]): void {
  if (rows.length === 0) return console.log('No event with participants in these weeks.');
  console.table(
    rows.map((r) => ({
      event: r.name.length > 40 ? `${r.name.slice(0, 39)}…` : r.name,
      starts: r.startsAt.toISOString().slice(0, 10),
      'measured at': r.atDeadline ? `deadline ${r.at.slice(0, 16).replace('T', ' ')}` : 'now (before any deadline)',
      participants: r.participants,
      'in a team': pct(r.share),
      'going → team (median)': minutes(r.medianMinutesToTeam),
    })),
  );
}

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { weeks: { type: 'string', default: '12' } } });
  const weeks = Number(values.weeks);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 520) {
    console.error('Usage: pnpm report:matching [--weeks N]   (N from 1 to 520, default 12)');
    process.exit(2);
  }
  const database = await openDatabase(loadConfig(), { migrate: false });
  try {
    print(await matchingReport(database.db, weeks));
    printEvents(await eventOutcomes(database.db, new Date(Date.now() - weeks * 7 * 86_400_000)));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) console.error(`\n${err.message}\n`);
  else console.error('The report failed:', err);
  process.exit(1);
});
