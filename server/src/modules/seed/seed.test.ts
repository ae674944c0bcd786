import { EDITABLE_SKILLS, ROLES } from '@hackmate/shared/catalogues';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hackathons, projects, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { uniqueIp } from '../../testing/users';
import { hashPassword } from '../auth/passwords';
import { DEMO_EMAIL_DOMAIN } from './demo-data';
import { seedDemoIfEmpty, START_DEMO_COUNT } from './demo-on-start';
import { seedUsers } from './seed-users';

const t = await createTestApp();
afterAll(() => t.close());

const PASSWORD = 'Demo#Seed2025x';

describe('demo seeding', () => {
  it('starts an empty database with a small demo community, once', async () => {
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    await seedDemoIfEmpty(t.db, log);
    expect(await t.db.$count(users)).toBe(START_DEMO_COUNT);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('SEED_DEMO=false'));
    await seedDemoIfEmpty(t.db, log);
    expect(await t.db.$count(users)).toBe(START_DEMO_COUNT);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('creates consistent, sign-in-able developers in batches, and again without clashes', async () => {
    const before = await t.db.$count(users);
    const passwordHash = await hashPassword(PASSWORD);
    const first = await seedUsers(t.db, { count: 130, passwordHash, batchSize: 50, seed: 42 });
    const second = await seedUsers(t.db, { count: 20, passwordHash, seed: 42 });
    expect(first.users + second.users).toBe(150);
    expect(await t.db.$count(users)).toBe(before + 150);
    expect(await t.db.$count(projects)).toBeGreaterThanOrEqual(first.projects + second.projects);
    expect(await t.db.$count(hackathons)).toBeGreaterThanOrEqual(first.hackathons + second.hackathons);

    const rows = await t.db.select().from(users);
    const demo = rows.filter((u) => u.emailId.endsWith(`@${DEMO_EMAIL_DOMAIN}`));
    expect(demo.length).toBe(before + 150);
    for (const u of demo) {
      for (const r of u.roles) expect(ROLES).toContain(r);
      for (const s of u.skills) expect(EDITABLE_SKILLS).toContain(s);
      expect(u.userName).toMatch(/^[a-z0-9._]{3,30}$/);
    }
    // Counts match the rows, so the feed's experience filter and completeness are right.
    const mismatched = await t.db.execute(sql`
      select u.id from users u
      where u.hackathon_count <> (select count(*) from hackathons h where h.user_id = u.id)
         or u.project_count <> (select count(*) from projects p where p.user_id = u.id)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(new Set(demo.map((u) => u.hackathonCount)).size).toBeGreaterThan(3);

    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId: first.sampleEmail, password: PASSWORD }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(200);
  });
});
