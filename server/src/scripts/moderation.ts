/**
 * `pnpm moderation <command>`: the operator's moderation tool (open reports, dismiss, suspend,
 * unsuspend, audit log) on the database the server uses: DATABASE_URL, or the embedded one in
 * DATA_DIR (stop the server first: the embedded database allows one process at a time).
 * Running servers apply a suspension within seconds (modules/moderation/watch.ts).
 */
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { StartupError } from '../lib/startup-error';
import { parseModerationCommand, runModerationCommand, USAGE, UsageError, ModerationError } from '../modules/moderation';

// PostgreSQL's "relation does not exist": a database the server has not migrated yet.
const UNDEFINED_TABLE = '42P01';

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'operator';
  }
}

async function main(): Promise<number> {
  let command;
  try {
    command = parseModerationCommand(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const embedded = join(config.dataDir, 'db');
  if (!config.databaseUrl && !existsSync(embedded)) {
    console.error(`No database in ${config.dataDir} (and no DATABASE_URL): start the server once, or point DATA_DIR or DATABASE_URL at its database.`);
    return 1;
  }
  // The embedded database keeps this file while a process has it open; two at once would corrupt it.
  if (!config.databaseUrl && existsSync(join(embedded, 'postmaster.pid'))) {
    console.error(`The embedded database in ${embedded} is open in another process (the server?): stop it first. If none runs, the last one did not shut down cleanly: start and stop the server once.`);
    return 1;
  }
  const database = await openDatabase(config, { migrate: false });
  try {
    console.log(await runModerationCommand({ db: database.db }, command, { operator: osUser() }));
    return 0;
  } catch (err) {
    if (err instanceof ModerationError) {
      console.error(err.message);
      return 1;
    }
    if ((err as { cause?: { code?: string } }).cause?.code === UNDEFINED_TABLE) {
      console.error('This database has no moderation tables yet: start the server once (it brings the database up to date), then try again.');
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof StartupError) console.error(`\n${err.message}\n`);
    else console.error('The moderation command failed:', err);
    process.exit(1);
  },
);
