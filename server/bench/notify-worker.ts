// One notification worker process for bench:notify: the real worker (runNotifications) and the
// real mailer, run back to back until a run finds nothing left to do; it prints its stats as JSON.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/client';
import { runNotifications } from '../src/modules/notifications';
import { createMailer } from '../src/plugins/mail';

const { DATABASE_URL, SMTP_URL, DATA_DIR, MIGRATIONS } = process.env;

// Stopped by the bench's timeout: exit properly, so a --cpu-prof profile gets written.
process.on('SIGTERM', () => process.exit(143));

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: DATABASE_URL!, dataDir: DATA_DIR!, migrationsFolder: MIGRATIONS! }, { migrate: false });
  const mailer = createMailer(SMTP_URL!, 'Hackmate <bench@hackmate.test>', console as unknown as FastifyBaseLogger);
  const options = { mailer, push: null, appUrl: 'http://app.hackmate.test', jwtSecret: 'bench-secret-that-is-at-least-32-characters', delayMs: 0, maxPerDay: 6, leaseMs: 120_000 };
  const anythingDue = async () => {
    const r = (await database.db.execute(sql`select exists (select 1 from notifications where status in ('pending', 'sending', 'held') and due_at <= now()) as due`)) as unknown as { rows: { due: boolean }[] };
    return r.rows[0]!.due;
  };
  const total = { sent: 0, skipped: 0, held: 0, deferred: 0, failed: 0 };
  try {
    for (;;) {
      const stats = await runNotifications(database.db, options);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += stats[k];
      // Idle only when nothing is due for anyone: another worker may be composing the digests.
      if (stats.sent + stats.skipped + stats.held + stats.deferred + stats.failed === 0 && !(await anythingDue())) break;
    }
  } finally {
    mailer.close?.();
    await database.close();
  }
  console.log(JSON.stringify(total));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
