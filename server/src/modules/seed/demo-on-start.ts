import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../auth';
import { seedEvents } from './seed-events';
import { seedUsers } from './seed-users';

/** Enough people for a newcomer's feed, filters and requests to have something to show. */
export const START_DEMO_COUNT = 60;

/** A password meeting the sign-up rule that nobody could know in advance. */
export function randomDemoPassword(): string {
  return `Demo#${randomBytes(6).toString('base64url')}7a`;
}

/**
 * `pnpm start` on an empty database (SEED_DEMO, on by default): adds a small demo community, with
 * hackathons to go to and teams to join, so the feed and the events are not empty. Does nothing once
 * anyone exists. The accounts get a fresh random password, printed once, so no deployment ever has
 * well-known credentials.
 */
export async function seedDemoIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const someone = await db.select({ id: users.id }).from(users).limit(1);
  if (someone.length > 0) return;
  const password = randomDemoPassword();
  const result = await seedUsers(db, { count: START_DEMO_COUNT, passwordHash: await hashPassword(password), onlyIfEmpty: true });
  if (result.users === 0) return;
  const demo = await seedEvents(db);
  log.info(
    `Demo data: added ${result.users} developers (${result.projects} projects, ${result.hackathons} hackathons) and ${demo.events} events ` +
      `(${demo.teams} teams, ${demo.looking} people looking for a team) to the empty database. ` +
      `Sign in as ${result.sampleEmail} with password ${password}, or sign up yourself` +
      (demo.organiserEmail ? ` (${demo.organiserEmail} runs the invite-only event and sees its dashboard)` : '') +
      '. Turn this off with SEED_DEMO=false.',
  );
}
