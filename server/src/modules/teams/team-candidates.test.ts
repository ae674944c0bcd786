import { randomUUID } from 'node:crypto';
import type { TeamCandidate, TeamCandidatePage, TeamDetail } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { blocks, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host] = await people(1);

// Someone who did not mark themselves looking for anything in particular: no role a team seeks, a
// commitment and zone unlike the team's, so only the term under test tells people apart.
const plain = { bring: ['hardware'], seek: [], commitment: 'casual', timeZone: 'Europe/Berlin' };

/**
 * An event a week away, a team owned by `owner` (whose post said serious, Europe/Berlin, seeking
 * frontend) with `openRoles`, and a member who joined as frontend.
 */
async function world(openRoles: { role: string; count: number }[] = [{ role: 'backend', count: 1 }], maxTeamSize = 5) {
  const event = await w.createEvent(host, { maxTeamSize });
  const [owner, member] = await people(2);
  await w.look(owner, event._id, { bring: ['design'], seek: ['frontend'], commitment: 'serious', timeZone: 'Europe/Berlin' });
  const created = await w.createTeam(owner, event._id, { openRoles: [...openRoles, { role: 'frontend', count: 1 }] });
  await w.join(owner, member, created, 'frontend');
  const team = await w.team(owner, created._id);
  return { event, owner, member, team };
}

async function looking<N extends number>(eventId: string, n: N, post: Record<string, unknown> = plain) {
  const list = await people(n);
  for (const who of list as unknown as SignedUp[]) await w.look(who, eventId, post);
  return list;
}

async function candidates(who: SignedUp, team: TeamDetail, query = ''): Promise<TeamCandidatePage> {
  const res = await api(who, 'GET', `/teams/${team._id}/candidates${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamCandidatePage>();
}
const ids = (page: { data: TeamCandidate[] }) => page.data.map((c) => c.user._id);
const idOf = (who: SignedUp) => who.user._id;

/** Every candidate, page by page along the cursor. */
async function allPages(who: SignedUp, team: TeamDetail, query: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: TeamCandidatePage = await candidates(who, team, `?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages.push(ids(page));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('GET /api/teams/:teamId/candidates', () => {
  it('is for the team’s members only: 401 without a session, 404 TEAM_NOT_FOUND for anyone else or an unknown team', async () => {
    const { event, owner, member, team } = await world();
    const [stranger] = await looking(event._id, 1);
    expect((await api(null, 'GET', `/teams/${team._id}/candidates`)).statusCode).toBe(401);
    for (const [who, id] of [
      [stranger, team._id],
      [host, team._id],
      [owner, randomUUID()],
      [owner, 'nope'],
    ] as const) {
      const res = await api(who, 'GET', `/teams/${id}/candidates`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'TEAM_NOT_FOUND', message: 'Team not found.' });
    }
    // The owner and a member who is not the owner see the same list.
    expect(ids(await candidates(owner, team))).toEqual([idOf(stranger)]);
    expect(await candidates(member, team)).toEqual(await candidates(owner, team));
  });

  it('ranks first whoever brings the open role, and says why; no e-mail leaves', async () => {
    const { event, owner, team } = await world([{ role: 'backend', count: 1 }]);
    const [design, ml] = await looking(event._id, 2, { ...plain, bring: ['design', 'ml'] });
    const [backend] = await looking(event._id, 1, { ...plain, bring: ['backend'], pitch: 'I build APIs.' });
    const [devops] = await looking(event._id, 1, { ...plain, bring: ['devops'] });
    const page = await candidates(owner, team);
    expect(ids(page)[0]).toBe(idOf(backend));
    expect(new Set(ids(page))).toEqual(new Set([design, ml, backend, devops].map(idOf)));
    expect(page.data[0]).toEqual({
      user: expect.objectContaining({ _id: idOf(backend), fullName: backend.user.fullName }),
      post: { bring: ['backend'], seek: [], commitment: 'casual', timeZone: 'Europe/Berlin', pitch: 'I build APIs.' },
      reasons: ['Backend developer — an open role', 'Same time zone as your team'],
      hoursApart: 0,
    });
    expect(page.nextCursor).toBeNull();
    expect(JSON.stringify(page)).not.toContain('@');
  });

  it('weighs an open role by how many the team wants, then what members seek, commitment and time zone', async () => {
    const { event, owner, team } = await world([
      { role: 'backend', count: 2 },
      { role: 'ml', count: 1 },
    ]);
    const [ml] = await looking(event._id, 1, { ...plain, bring: ['ml'] });
    const [backend] = await looking(event._id, 1, { ...plain, bring: ['backend'] });
    // The owner's post seeks frontend, no longer an open role (the member filled it).
    const [frontend] = await looking(event._id, 1, { ...plain, bring: ['frontend'] });
    const [sameCommitment] = await looking(event._id, 1, { ...plain, commitment: 'serious' });
    // Tokyo is 8 h from Berlin in December.
    const [farAway] = await looking(event._id, 1, { ...plain, commitment: 'serious', timeZone: 'Asia/Tokyo' });
    const page = await candidates(owner, team);
    expect(ids(page)).toEqual([backend, ml, sameCommitment, frontend, farAway].map(idOf));
    const reasonsOf = (who: SignedUp) => page.data.find((c) => c.user._id === idOf(who))!.reasons;
    expect(reasonsOf(ml)).toEqual(['ML / data person — an open role', 'Same time zone as your team']);
    expect(reasonsOf(sameCommitment)).toEqual(['Same commitment: serious', 'Same time zone as your team']);
    expect(reasonsOf(frontend)).toEqual(['Same time zone as your team', 'Frontend developer — your team seeks one']);
    expect(reasonsOf(farAway)).toEqual(['Same commitment: serious', 'Active today']);
    expect(page.data.find((c) => c.user._id === idOf(farAway))!.hoursApart).toBe(8);
  });

  it('ranks up, without saying so, someone who said Interested to a member', async () => {
    const { event, owner, member, team } = await world();
    const pair = await looking(event._id, 2);
    // Alike in everything, so the lower id would come first: the other one is the one interested.
    const [first, second] = [...pair].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1)) as [SignedUp, SignedUp];
    const before = await candidates(owner, team);
    expect(ids(before)).toEqual([first, second].map(idOf));
    expect((await api(second, 'POST', `/reqs/send/interested/${idOf(member)}`)).statusCode).toBe(201);
    const after = await candidates(owner, team);
    expect(ids(after)).toEqual([second, first].map(idOf));
    expect(after.data[0]!.reasons).toEqual(before.data[1]!.reasons);
  });

  it('keeps the must-haves: the role they bring, their commitment, the hours from every member', async () => {
    const { event, owner, team } = await world();
    const [backendCasual] = await looking(event._id, 1, { ...plain, bring: ['backend', 'ml'] });
    const [backendToWin] = await looking(event._id, 1, { ...plain, bring: ['backend'], commitment: 'to-win' });
    const [london] = await looking(event._id, 1, { ...plain, timeZone: 'Europe/London' });
    const [losAngeles] = await looking(event._id, 1, { ...plain, timeZone: 'America/Los_Angeles' });
    const set = async (query: string) => new Set(ids(await candidates(owner, team, query)));
    expect(await set('?role=backend')).toEqual(new Set([backendCasual, backendToWin].map(idOf)));
    expect(await set('?role=backend&commitment=to-win')).toEqual(new Set([idOf(backendToWin)]));
    expect(await set('?commitment=serious')).toEqual(new Set());
    // Los Angeles is 9 h from Berlin, London 1 h.
    const near = await candidates(owner, team, '?maxHoursApart=3');
    expect(new Set(ids(near))).toEqual(new Set([backendCasual, backendToWin, london].map(idOf)));
    expect(near.data.find((c) => c.user._id === idOf(london))!.hoursApart).toBe(1);
    expect(await set('?maxHoursApart=0')).toEqual(new Set([backendCasual, backendToWin].map(idOf)));
    expect(await set('?maxHoursApart=9')).toContain(idOf(losAngeles));
    expect((await candidates(owner, team, '?maxHoursApart=12')).data.find((c) => c.user._id === idOf(losAngeles))!.hoursApart).toBe(9);
  });

  it('measures nothing when no member gave a time zone: everyone passes the filter, hoursApart is null', async () => {
    const event = await w.createEvent(host);
    const [owner] = await people(1);
    const team = await w.createTeam(owner, event._id, { openRoles: [{ role: 'backend', count: 1 }] });
    const [far] = await looking(event._id, 1, { ...plain, timeZone: 'Pacific/Auckland' });
    const page = await candidates(owner, await w.team(owner, team._id), '?maxHoursApart=1');
    expect(page.data).toEqual([expect.objectContaining({ user: expect.objectContaining({ _id: idOf(far) }), hoursApart: null })]);
  });

  it('refuses filters it does not know with 400', async () => {
    const { owner, team } = await world();
    for (const query of ['?role=wizard', '?commitment=maybe', '?maxHoursApart=13', '?maxHoursApart=-1', '?maxHoursApart=1.5', '?limit=0', '?limit=51', '?limit=x']) {
      const res = await api(owner, 'GET', `/teams/${team._id}/candidates${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: 'VALIDATION' });
    }
  });

  it('leaves out who cannot join: blocked with any member, in a team, asked already, passed, members, ended posts, hidden', async () => {
    const { event, owner, member, team } = await world([{ role: 'backend', count: 2 }]);
    const [keep, blocksMember, blockedByOwner, invited, asking, passed, stopped, suspended] = await looking(event._id, 8);
    const [inOtherTeam] = await people(1);
    await w.createTeam(inOtherTeam, event._id);
    const [notGoing] = await people(1);
    expect((await api(notGoing, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(200);
    const all = [keep, blocksMember, blockedByOwner, invited, asking, passed, stopped, suspended].map(idOf);
    expect(new Set(ids(await candidates(owner, team)))).toEqual(new Set(all));

    await t.db.insert(blocks).values([
      { blockerId: idOf(blocksMember), blockedId: idOf(member) },
      { blockerId: idOf(owner), blockedId: idOf(blockedByOwner) },
    ]);
    await w.invite(owner, team._id, invited);
    await w.askToJoin(asking, team._id);
    expect((await api(owner, 'POST', `/teams/${team._id}/passes`, { userId: idOf(passed) })).statusCode).toBe(204);
    expect((await api(stopped, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(200);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, idOf(suspended)));

    const left = await candidates(owner, team);
    expect(ids(left)).toEqual([idOf(keep)]);
    // The member who is blocked sees the same list: a block with anyone in the team counts.
    expect(ids(await candidates(member, team))).toEqual([idOf(keep)]);
    expect(ids(left)).not.toContain(idOf(owner));
    expect(ids(left)).not.toContain(idOf(member));
  });

  it('shows again someone who declined an invite (only a pending one leaves them out), and nobody once the event ended', async () => {
    const { event, owner, team } = await world();
    const [lia] = await looking(event._id, 1);
    const invite = await w.invite(owner, team._id, lia);
    expect(ids(await candidates(owner, team))).toEqual([]);
    expect((await w.answer(lia, invite._id, 'declined')).statusCode).toBe(200);
    expect(ids(await candidates(owner, team))).toEqual([idOf(lia)]);
    await endEvent(t, event._id);
    expect(ids(await candidates(owner, team))).toEqual([]);
  });

  it('pages in one exact order along the cursor: nobody twice, nobody skipped', async () => {
    const { event, owner, team } = await world([{ role: 'backend', count: 2 }]);
    // Many ties (equal scores) across page boundaries, and a few different scores.
    await looking(event._id, 6);
    await looking(event._id, 2, { ...plain, bring: ['backend'] });
    await looking(event._id, 2, { ...plain, commitment: 'serious', timeZone: 'Europe/Paris' });
    await looking(event._id, 1, { ...plain, timeZone: 'America/New_York' });
    const whole = ids(await candidates(owner, team, '?limit=50'));
    expect(whole).toHaveLength(11);
    for (const limit of [1, 2, 3, 4]) {
      const pages = await allPages(owner, team, '', limit);
      expect(pages.flat(), `limit ${limit}`).toEqual(whole);
      expect(pages.every((p) => p.length <= limit)).toBe(true);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
    }
    // A filter keeps its own order, and its pages too.
    const hardware = ids(await candidates(owner, team, '?role=hardware&limit=50'));
    expect(hardware).toHaveLength(9);
    expect((await allPages(owner, team, '&role=hardware', 2)).flat()).toEqual(hardware);
  });

  it('refuses a cursor from other filters or another team with 400 BAD_CURSOR', async () => {
    const { event, owner, team } = await world();
    await looking(event._id, 3);
    const { nextCursor } = await candidates(owner, team, '?limit=1');
    expect(nextCursor).toEqual(expect.any(String));
    const other = await world();
    for (const url of [
      `/teams/${team._id}/candidates?limit=1&role=backend&cursor=${nextCursor}`,
      `/teams/${other.team._id}/candidates?limit=1&cursor=${nextCursor}`,
      `/teams/${team._id}/candidates?cursor=garbage`,
    ]) {
      const who = url.includes(other.team._id) ? other.owner : owner;
      const res = await api(who, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: 'BAD_CURSOR' });
    }
  });
});

describe('POST /api/teams/:teamId/passes', () => {
  it('is for the owner: 403 NOT_TEAM_OWNER for a member, 404 TEAM_NOT_FOUND for anyone else', async () => {
    const { event, owner, member, team } = await world();
    const [lia, stranger] = await looking(event._id, 2);
    expect((await api(null, 'POST', `/teams/${team._id}/passes`, { userId: idOf(lia) })).statusCode).toBe(401);
    const byMember = await api(member, 'POST', `/teams/${team._id}/passes`, { userId: idOf(lia) });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'NOT_TEAM_OWNER' });
    for (const id of [team._id, randomUUID()]) {
      const res = await api(stranger, 'POST', `/teams/${id}/passes`, { userId: idOf(lia) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'TEAM_NOT_FOUND' });
    }
    // Nobody passed: both still suggested.
    expect(new Set(ids(await candidates(owner, team)))).toEqual(new Set([lia, stranger].map(idOf)));
  });

  it('takes the person off the team’s list for good (twice is fine), and off no other team’s', async () => {
    const { event, owner, team } = await world();
    const [lia, max] = await looking(event._id, 2);
    const [otherOwner] = await people(1);
    const other = await w.createTeam(otherOwner, event._id);
    for (let i = 0; i < 2; i++) expect((await api(owner, 'POST', `/teams/${team._id}/passes`, { userId: idOf(lia) })).statusCode).toBe(204);
    expect(ids(await candidates(owner, team))).toEqual([idOf(max)]);
    expect(new Set(ids(await candidates(otherOwner, other)))).toEqual(new Set([lia, max].map(idOf)));
    // Editing the post does not bring them back.
    await w.look(lia, event._id, { ...plain, bring: ['backend'] });
    expect(ids(await candidates(owner, team))).toEqual([idOf(max)]);
    // The person is not told: nothing about it on their side.
    expect((await api(lia, 'GET', '/teams/requests')).json()).toEqual({ data: { received: [], sent: [] } });
  });

  it('answers 404 USER_NOT_FOUND for someone unknown, hidden or in a block with the owner, 400 for a malformed id', async () => {
    const { event, owner, team } = await world();
    const [blocked, suspended] = await looking(event._id, 2);
    await t.db.insert(blocks).values({ blockerId: idOf(blocked), blockedId: idOf(owner) });
    await t.db.execute(sql`update ${users} set suspended_at = now() where id = ${idOf(suspended)}`);
    for (const userId of [randomUUID(), idOf(blocked), idOf(suspended), idOf(owner)]) {
      const res = await api(owner, 'POST', `/teams/${team._id}/passes`, { userId });
      expect(res.statusCode, userId).toBe(404);
      expect(res.json()).toMatchObject({ error: 'USER_NOT_FOUND' });
    }
    for (const body of [{}, { userId: 'nope' }]) {
      const res = await api(owner, 'POST', `/teams/${team._id}/passes`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION' });
    }
  });
});
