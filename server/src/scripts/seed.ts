/**
 * `pnpm seed [--count N] [--password P]`: adds N demo developers (default 200) to the database the
 * server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, the embedded
 * database allows one process at a time). Accounts share one password: --password, or a random one
 * that is printed. Addresses end in @demo.hackmate.dev.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { StartupError } from '../lib/startup-error';
import { hashPassword, isCommonPassword } from '../modules/auth';
import { INVITE_ONLY_EVENT, randomDemoPassword, seedEvents, seedUsers } from '../modules/seed';
import { passwordSchema } from '@hackmate/shared/validation';

const MAX_COUNT = 1_000_000;

function usage(problem: string): never {
  console.error(`${problem}\nUsage: pnpm seed [--count N] [--password P]   (N from 1 to ${MAX_COUNT}, default 200)`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { count: { type: 'string', default: '200' }, password: { type: 'string' } },
    strict: true,
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) usage(`--count must be a whole number from 1 to ${MAX_COUNT}.`);
  const password = values.password ?? randomDemoPassword();
  const check = passwordSchema.safeParse(password);
  if (!check.success || isCommonPassword(password)) usage('--password must be a strong password (8+ characters with upper and lower case, a digit and a symbol) and not a common one.');

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    let lastReport = 0;
    const result = await seedUsers(database.db, {
      count,
      passwordHash: await hashPassword(password),
      onProgress: (done, total) => {
        if (Date.now() - lastReport > 2_000 || done === total) {
          lastReport = Date.now();
          console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} developers`);
        }
      },
    });
    const demo = await seedEvents(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.users.toLocaleString('en')} developers, ${result.projects.toLocaleString('en')} projects, ` +
        `${result.hackathons.toLocaleString('en')} hackathons and ${demo.events} events with ${demo.teams} teams into ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} in ${seconds} s.`,
    );
    console.log(`Sign in as ${result.sampleEmail} (or any other @demo.hackmate.dev account) with password: ${password}`);
    if (demo.organiserEmail) console.log(`The invite-only "${INVITE_ONLY_EVENT}" is run by ${demo.organiserEmail} (same password): open it from /events, then Dashboard.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) console.error(`\n${err.message}\n`);
  else console.error('Seeding failed:', err);
  process.exit(1);
});
