import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { demoUser, type DemoUser } from './demo-data';
import { prng } from './random';

export interface SeedOptions {
  count: number;
  /** argon2 hash shared by every demo account: hashing 100k passwords would take 20 minutes. */
  passwordHash: string;
  batchSize?: number;
  /** Same seed, same people (names, skills…); usernames still differ per run. */
  seed?: number;
  onProgress?: (done: number, total: number) => void;
  /** Seed only if nobody exists yet; decided under a lock, so servers starting together seed once. */
  onlyIfEmpty?: boolean;
  /**
   * Build the foreign keys and secondary indexes of the seeded tables once after the load instead
   * of row by row (defaults to true from BULK_LOAD people). Meanwhile the tables are locked for
   * reading too, and the rebuild covers the rows already there: worth it for a large load only.
   */
  bulk?: boolean;
}

export interface SeedResult {
  users: number;
  projects: number;
  hackathons: number;
  /** One of the created accounts' addresses, to sign in with. */
  sampleEmail: string | null;
}

const DEFAULT_BATCH = 5_000;
const BULK_LOAD = 50_000;
// Any constant shared by every server process (see onlyIfEmpty).
const SEED_LOCK_ID = 7_262_541_319;

/** A PostgreSQL array literal with every element quoted: '{"C++","REACT.JS"}'. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * Bulk-creates demo developers with their projects and hackathons: one multi-row INSERT … SELECT
 * FROM unnest(…) per table and batch, all in one transaction (all or nothing). Ids are made here so
 * projects and hackathons need no round trip back. project_count and hackathon_count are written
 * with the users (the count triggers are off during the load).
 */
export async function seedUsers(db: Db, options: SeedOptions): Promise<SeedResult> {
  const { count, passwordHash } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const random = prng(options.seed ?? randomBytes(4).readUInt32LE());
  const tag = randomBytes(2).toString('hex').slice(0, 3);
  const now = new Date();
  const result: SeedResult = { users: 0, projects: 0, hackathons: 0, sampleEmail: null };

  await db.transaction(async (tx) => {
    if (options.onlyIfEmpty) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const someone = await tx.select({ id: users.id }).from(users).limit(1);
      if (someone.length > 0) return;
    }
    // A bulk load writes the per-user counts itself: with the count triggers on, every batch of
    // projects and hackathons would rewrite every user row of the batch twice more. Off for this
    // transaction only (it holds the tables meanwhile); the counts it writes match the rows.
    await tx.execute(sql`alter table projects disable trigger user`);
    await tx.execute(sql`alter table hackathons disable trigger user`);
    const rebuild = (options.bulk ?? count >= BULK_LOAD) ? await setAsideChecks(tx, ['users', 'projects', 'hackathons']) : async () => {};
    // The next batch is made in JavaScript while the database stores the last one.
    let storing: Promise<void> = Promise.resolve();
    for (let from = 0; from < count; from += batchSize) {
      const people: (DemoUser & { id: string })[] = [];
      for (let i = from; i < Math.min(count, from + batchSize); i++) people.push({ ...demoUser(random, i, tag, now), id: randomUUID() });
      await storing;
      storing = storeBatch(tx, people, passwordHash, result, count, options.onProgress);
    }
    await storing;
    await rebuild();
    await tx.execute(sql`alter table projects enable trigger user`);
    await tx.execute(sql`alter table hackathons enable trigger user`);
  });
  // Fresh statistics, so the planner picks the right indexes right after a big import.
  if (result.users > 0) for (const table of ['users', 'projects', 'hackathons']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return result;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Drops the foreign keys and secondary indexes of `tables` for the load and returns what puts
 * them back, exactly as the catalog defined them. Checked row by row, a million projects cost a
 * million lookups and random index inserts; built once after the load, they cost one join and a
 * sort. Primary keys and unique indexes stay (they guard the load itself). Inside the seed's
 * transaction: anyone else waits for it, and a failure leaves everything as it was.
 */
async function setAsideChecks(tx: Tx, tables: readonly string[]): Promise<() => Promise<void>> {
  const names = sql.join(tables.map((t) => sql`${t}`), sql`, `);
  const rows = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  const foreignKeys = rows<{ table: string; name: string; definition: string }>(
    await tx.execute(sql`
      select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and conrelid::regclass::text in (${names})`),
  );
  const indexes = rows<{ name: string; definition: string }>(
    await tx.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid::regclass::text in (${names}) and not i.indisprimary and not i.indisunique`),
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
  };
}

async function storeBatch(tx: Tx, people: (DemoUser & { id: string })[], passwordHash: string, result: SeedResult, count: number, onProgress?: SeedOptions['onProgress']): Promise<void> {
      await tx.execute(sql`
        insert into users (id, full_name, user_name, email_id, password_hash, profile_url, bio, grad_year, skills, roles, social_ids, project_count, hackathon_count, last_active_at, created_at, updated_at)
        select t.id, t.full_name, t.user_name, t.email_id, ${passwordHash}, t.profile_url, t.bio, t.grad_year,
               t.skills::text[], t.roles::text[], t.social_ids::jsonb, t.project_count, t.hackathon_count, t.last_active_at, t.created_at, t.created_at
        from unnest(
          ${sql.param(people.map((p) => p.id))}::uuid[],
          ${sql.param(people.map((p) => p.fullName))}::text[],
          ${sql.param(people.map((p) => p.userName))}::text[],
          ${sql.param(people.map((p) => p.emailId))}::text[],
          ${sql.param(people.map((p) => p.profileUrl))}::text[],
          ${sql.param(people.map((p) => p.bio))}::text[],
          ${sql.param(people.map((p) => p.gradYear))}::int[],
          ${sql.param(people.map((p) => arrayLiteral(p.skills)))}::text[],
          ${sql.param(people.map((p) => arrayLiteral(p.roles)))}::text[],
          ${sql.param(people.map((p) => JSON.stringify(p.socialIds)))}::text[],
          ${sql.param(people.map((p) => p.projects.length))}::int[],
          ${sql.param(people.map((p) => p.hackathons.length))}::int[],
          ${sql.param(people.map((p) => p.lastActiveAt.toISOString()))}::timestamptz[],
          ${sql.param(people.map((p) => p.createdAt.toISOString()))}::timestamptz[]
        ) as t(id, full_name, user_name, email_id, profile_url, bio, grad_year, skills, roles, social_ids, project_count, hackathon_count, last_active_at, created_at)`);

      const projects = people.flatMap((p) => p.projects.map((x) => ({ ...x, userId: p.id })));
      if (projects.length > 0) {
        await tx.execute(sql`
          insert into projects (user_id, title, description, url)
          select * from unnest(
            ${sql.param(projects.map((x) => x.userId))}::uuid[],
            ${sql.param(projects.map((x) => x.title))}::text[],
            ${sql.param(projects.map((x) => x.description))}::text[],
            ${sql.param(projects.map((x) => x.url))}::text[]
          )`);
      }

      const hackathons = people.flatMap((p) => p.hackathons.map((x) => ({ ...x, userId: p.id })));
      if (hackathons.length > 0) {
        await tx.execute(sql`
          insert into hackathons (user_id, name, description, outcome, date, role)
          select * from unnest(
            ${sql.param(hackathons.map((x) => x.userId))}::uuid[],
            ${sql.param(hackathons.map((x) => x.name))}::text[],
            ${sql.param(hackathons.map((x) => x.description))}::text[],
            ${sql.param(hackathons.map((x) => x.outcome))}::text[],
            ${sql.param(hackathons.map((x) => x.date))}::text[],
            ${sql.param(hackathons.map((x) => x.role))}::text[]
          )`);
      }

      result.users += people.length;
      result.projects += projects.length;
      result.hackathons += hackathons.length;
      result.sampleEmail ??= people[0]?.emailId ?? null;
      onProgress?.(result.users, count);
}
