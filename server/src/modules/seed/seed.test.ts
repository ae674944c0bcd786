import { EDITABLE_SKILLS, ROLES, type SocialPlatform } from '@hackmate/shared/catalogues';
import { isSocialProfileLink } from '@hackmate/shared/validation';
import type { Dashboard, EventList, FormationPreview, LookingList, TeamDetail, TeamList } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventOrganisers, events, hackathons, projects, teams, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signIn, signUp, uniqueIp } from '../../testing/users';
import { hashPassword } from '../auth';
import { DEMO_EMAIL_DOMAIN } from './demo-data';
import { seedDemoIfEmpty, START_DEMO_COUNT } from './demo-on-start';
import { seedEvents } from './seed-events';
import { INVITE_ONLY_EVENT } from './seed-invite-event';
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
      // Demo people could save their profile unchanged: their links pass the rules people's do.
      for (const [platform, link] of Object.entries(u.socialIds)) expect(isSocialProfileLink(platform as SocialPlatform, link), link).toBe(true);
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

  it('a bulk load builds the foreign keys and indexes after the rows, and leaves them exactly as they were', async () => {
    const catalog = async () =>
      (
        (await t.db.execute(sql`
          select pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' and conrelid::regclass::text in ('users', 'projects', 'hackathons')
          union all
          select pg_get_indexdef(indexrelid) from pg_index where indrelid::regclass::text in ('users', 'projects', 'hackathons')
          order by 1`)) as unknown as { rows: { def: string }[] }
      ).rows.map((r) => r.def);
    const before = await catalog();
    expect(before.some((def) => def.includes('REFERENCES users(id) ON DELETE CASCADE'))).toBe(true);
    const seeded = await seedUsers(t.db, { count: 60, passwordHash: await hashPassword(PASSWORD), batchSize: 25, seed: 7, bulk: true });
    expect(await catalog()).toEqual(before);
    expect(seeded.projects).toBeGreaterThan(0);
    // The rebuilt foreign key holds: a project of nobody is refused, and deleting someone takes their projects along.
    await expect(t.db.execute(sql`insert into projects (user_id, title, description, url) values (gen_random_uuid(), 'x', 'x', 'https://x.io')`)).rejects.toThrow();
    // Someone at no demo hackathon: deleting a team's owner would take the team along, and the
    // next test counts the teams.
    const [someone] = await t.db
      .execute(sql`select p.user_id from projects p where not exists (select 1 from event_attendances a where a.user_id = p.user_id) limit 1`)
      .then((r) => (r as unknown as { rows: { user_id: string }[] }).rows);
    await t.db.execute(sql`delete from users where id = ${someone!.user_id}`);
    expect(await t.db.$count(projects, sql`user_id = ${someone!.user_id}`)).toBe(0);
  });

  it('lists demo hackathons, upcoming with people looking and teams with open roles, and past ones', async () => {
    const viewer = await signUp(t.app);
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: viewer.cookie } })).json<T>();
    const upcoming = await get<EventList>('/events');
    const past = await get<EventList>('/events?when=past');
    expect(upcoming.data.length).toBeGreaterThanOrEqual(5);
    expect(past.data.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.data.some((e) => e.mode === 'online') && upcoming.data.some((e) => e.mode === 'in-person' && e.city)).toBe(true);
    expect(upcoming.data.reduce((n, e) => n + e.lookingCount, 0)).toBeGreaterThan(10);
    expect(past.data.every((e) => e.lookingCount === 0 && e.teamCount > 0)).toBe(true);

    const withTeams = upcoming.data.reduce((a, b) => (b.lookingCount > a.lookingCount ? b : a));
    expect(withTeams.teamCount).toBeGreaterThan(0);
    const looking = await get<LookingList>(`/events/${withTeams._id}/looking`);
    expect(looking.data.length).toBeGreaterThan(0);
    for (const p of looking.data) expect(p.post.bring.length).toBeGreaterThan(0);
    const [summary] = (await get<TeamList>(`/events/${withTeams._id}/teams`)).data;
    const team = (await get<{ data: TeamDetail }>(`/teams/${summary!._id}`)).data;
    expect(team.members.length).toBeGreaterThanOrEqual(1);
    expect(team.members.length).toBeLessThanOrEqual(withTeams.maxTeamSize);
    expect(team.members[0]?.owner).toBe(true);

    // They open at a kick-off hour somewhere (9, 10, 17 or 18 o'clock on a real clock), never at
    // whatever hour the demo happened to be made.
    const kickOff = (startsAt: string) =>
      ['Europe/Berlin', 'Europe/London', 'Europe/Amsterdam', 'Europe/Lisbon', 'Asia/Kolkata', 'Asia/Singapore', 'America/New_York', 'America/Toronto', 'America/Los_Angeles'].some((timeZone) =>
        ['09:00', '10:00', '17:00', '18:00'].includes(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(startsAt))),
      );
    expect([...upcoming.data, ...past.data].filter((e) => !kickOff(e.startsAt)).map((e) => `${e.name} ${e.startsAt}`)).toEqual([]);
    expect(new Set(upcoming.data.map((e) => new Date(e.startsAt).getUTCHours())).size).toBeGreaterThan(1);

    // Whoever listed a demo hackathon runs it.
    const unowned = await t.db.execute(sql`select e.id from events e where not exists (select 1 from event_organisers o where o.event_id = e.id and o.user_id = e.created_by and o.role = 'owner')`);
    expect((unowned as unknown as { rows: unknown[] }).rows).toEqual([]);

    // Nobody is in two teams at one event, and a second seeding adds no events.
    const doubled = await t.db.execute(sql`select user_id from team_members group by event_id, user_id having count(*) > 1`);
    expect((doubled as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [eventCount, teamCount] = [await t.db.$count(events), await t.db.$count(teams)];
    // The invite-only one is nobody's to see but its people and organisers.
    expect([...upcoming.data, ...past.data].map((e) => e.name)).not.toContain(INVITE_ONLY_EVENT);
    expect(await seedEvents(t.db)).toEqual({ events: 0, teams: 0, looking: 0 });
    expect([await t.db.$count(events), await t.db.$count(teams)]).toEqual([eventCount, teamCount]);
  });

  it('adds an invite-only hackathon whose organiser sees a dashboard worth looking at and a pool to form teams from', async () => {
    const [event] = await t.db.select().from(events).where(eq(events.name, INVITE_ONLY_EVENT));
    expect(event).toMatchObject({ visibility: 'invite-only', minTeamSize: 3, maxTeamSize: 4, requiredRoles: { design: 1 } });
    const ahead = (event!.formationDeadline!.getTime() - Date.now()) / 86_400_000;
    expect(ahead).toBeGreaterThan(2);
    expect(ahead).toBeLessThan(4);
    const [owner] = await t.db.select().from(eventOrganisers).where(eq(eventOrganisers.eventId, event!.id));
    expect(owner?.role).toBe('owner');

    // Signed in as the demo organiser (a password of our own: the demo's is random).
    await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, owner!.userId));
    const [{ emailId }] = (await t.db.select({ emailId: users.emailId }).from(users).where(eq(users.id, owner!.userId))) as [{ emailId: string }];
    const cookie = await signIn(t.app, emailId, PASSWORD);
    const call = async <T>(method: 'GET' | 'POST', url: string) => (await t.app.inject({ method, url: `/api/events/${event!.id}${url}`, headers: { cookie } })).json<{ data: T }>().data;
    const d = await call<Dashboard>('GET', '/dashboard');
    expect(d.counts.going).toBe(30);
    expect(d.counts.teams).toBe(6);
    expect(d.counts.looking).toBeGreaterThanOrEqual(8);
    expect(d.counts.unteamed).toBeGreaterThan(d.counts.looking);
    expect(d.atRisk.map((r) => r.size).sort()).toEqual([1, 2]);
    // Joined over two weeks: the funnel rises, and people took a while to find a team.
    expect(d.funnel.length).toBeGreaterThan(1);
    expect(d.funnel[0]!.going).toBeLessThan(d.funnel.at(-1)!.going);
    expect(d.outcome).toMatchObject({ atDeadline: false, participants: 30, inTeams: 17 });
    expect(d.outcome.medianMinutesToTeam).toBeGreaterThan(60);
    // "Form teams now" has people to place, with a designer for some teams.
    const preview = await call<FormationPreview>('POST', '/formation/preview');
    expect(preview.pool).toBeGreaterThanOrEqual(4);
    expect(preview.teams.length + preview.fills.length).toBeGreaterThan(0);
  });

  // Last: it empties the events to seed them again.
  it('draws the same invite-only event from the same seed', async () => {
    await t.db.execute(sql`delete from events`);
    const now = new Date();
    const a = await seedEvents(t.db, { seed: 5, now });
    const [e1] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, INVITE_ONLY_EVENT));
    const roster = async (id: string) =>
      ((await t.db.execute(sql`select user_id, looking, match_me, created_at from event_attendances where event_id = ${id} order by user_id`)) as unknown as { rows: unknown[] }).rows;
    const before = await roster(e1!.id);
    await t.db.execute(sql`delete from events`);
    expect(await seedEvents(t.db, { seed: 5, now })).toEqual(a);
    const [e2] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, INVITE_ONLY_EVENT));
    expect(await roster(e2!.id)).toEqual(before);
    expect(before).toHaveLength(30);
  });
});
