import { eq } from 'drizzle-orm';
import { reports, users } from '../../db/schema';
import { connect } from '../../testing/connections';
import { wholeFeed } from '../../testing/feed';
import { createTestApp } from '../../testing/harness';
import { connectSocket, until } from '../../testing/sockets';
import { teamsWorld } from '../../testing/teams';
import { signIn, signUp, uniqueIp, type SignedUp } from '../../testing/users';
import { insertMessage } from '../chat';
import { parseModerationCommand, runModerationCommand } from './cli';
import { MODERATION_POLL_MS } from './watch';

const t = await createTestApp();
const baseUrl = await t.listen();
afterAll(() => t.close());
const world = teamsWorld(t);

// The CLI runs in another process and only writes the database: the server must notice by itself.
const APPLIED_WITHIN_MS = MODERATION_POLL_MS * 3;

const moderation = (...argv: string[]) => runModerationCommand({ db: t.db }, parseModerationCommand(argv), { operator: 'alice' });
const get = (who: SignedUp | string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: typeof who === 'string' ? who : who.cookie } });
const login = (who: SignedUp, password = who.password) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId: who.user.emailId, password }, remoteAddress: uniqueIp() });

async function fileReport(by: SignedUp, target: { kind: string; id: string }, extra: object = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: by.cookie }, payload: { target, reason: 'harassment', ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

async function reportRow(id: string) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

async function inFeedOf(viewer: SignedUp, id: string): Promise<boolean> {
  const pages = await wholeFeed(t, viewer);
  return pages.some((p) => p.feedData.some((u) => u._id === id));
}

describe('list and show', () => {
  it('shows a reported team with its event, idea and members', async () => {
    const [owner, member, ann] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const event = await world.createEvent(owner, { name: `Spam Jam ${owner.user._id.slice(0, 6)}` });
    const team = await world.createTeam(owner, event._id, { name: 'Follower Farm', idea: 'Sell fake stars' });
    await world.join(owner, member, team);
    const id = await fileReport(ann, { kind: 'team', id: team._id });
    const shown = await moderation('show', id);
    expect(shown).toContain(`Target:   team ${team._id}`);
    expect(shown).toContain(`Team:     "Follower Farm" at ${event.name}`);
    expect(shown).toContain('Idea: "Sell fake stars"');
    expect(shown).toContain(`(@${owner.user.userName}) owner, `);
    expect(shown).toContain(`(@${member.user.userName})`);
    expect(shown).toMatch(new RegExp(`Subject: .*@${owner.user.userName}`));
  });

  it('lists open reports oldest first with the reported message, the messages around it and the subject’s profile', async () => {
    const [ann, ben] = [await signUp(t.app, { fullName: 'Ann Archer' }), await signUp(t.app, { fullName: 'Ben Baker' })];
    await connect(t.db, ann.user._id, ben.user._id);
    const ids: string[] = [];
    for (let i = 1; i <= 13; i++) {
      const [from, to] = i % 2 ? [ann, ben] : [ben, ann];
      ids.push((await insertMessage(t.db, { senderId: from.user._id, receiverId: to.user._id, text: i === 9 ? 'message 9 \u001b[2J' : `message ${i}`, clientId: null }))!.id);
    }
    const first = await fileReport(ann, { kind: 'user', id: ben.user._id }, { reason: 'fake-profile' });
    const second = await fileReport(ann, { kind: 'message', id: ids[7]! }, { details: 'Threatened me\ntwice' });

    const out = await moderation('list');
    expect(out.indexOf(first)).toBeGreaterThan(-1);
    expect(out.indexOf(first)).toBeLessThan(out.indexOf(second));
    const block = out.slice(out.indexOf(`Report ${second}`));
    expect(block).toContain('Reason:   Harassment or bullying (harassment)');
    expect(block).toContain(`Reporter: Ann Archer @${ann.user.userName}`);
    expect(block).toContain(`Subject:  Ben Baker @${ben.user.userName}`);
    expect(block).toContain('Reports about them: 2 (2 open)');
    // The reported message (8th) and five on each side; the terminal never gets raw escapes.
    expect(block).toMatch(/> .*Ben Baker: message 8 {3}← reported/);
    for (let i = 3; i <= 13; i++) expect(block).toContain(`: message ${i}`);
    expect(block).not.toContain(': message 2\n');
    expect(block).toContain('"Threatened me ⏎ twice"');
    expect(block).toContain('message 9 �[2J');
    expect(out).not.toContain('\u001b');
    // E-mail addresses only in `show`.
    expect(out).not.toContain('@example.com');
    const shown = await moderation('show', second);
    expect(shown).toContain(ben.user.emailId);
    expect(shown).toContain('message 8');
  });
});

describe('dismiss', () => {
  it('closes the report and writes the audit log; a closed report cannot be dismissed again', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const id = await fileReport(ann, { kind: 'user', id: ben.user._id });
    expect(await moderation('dismiss', id, '--note', 'Not against the rules')).toBe(`Dismissed report ${id}.`);
    expect(await reportRow(id)).toMatchObject({ status: 'dismissed', resolvedAt: expect.any(Date) });
    expect(await moderation('list')).not.toContain(id);
    const audit = await moderation('audit', '--limit', '5');
    expect(audit.split('\n')[0]).toMatch(new RegExp(`dismiss\\s+by alice user @${ben.user.userName} \\(${ben.user._id}\\) report ${id} — "Not against the rules"`));
    await expect(moderation('dismiss', id)).rejects.toThrow(`Report ${id} is already dismissed.`);
    await expect(moderation('dismiss', 'nonsense')).rejects.toThrow('No report nonsense.');
  });
});

describe('suspend and unsuspend', () => {
  it('signs them out everywhere, refuses their sign-in, hides them; unsuspend brings them back', async () => {
    const [ann, ben, cat] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await connect(t.db, ann.user._id, ben.user._id);
    const reportId = await fileReport(ann, { kind: 'user', id: ben.user._id });
    const socket = await connectSocket(baseUrl, ben.cookie);
    // Warm the session cache: the suspension must beat it.
    expect((await get(ben, '/user/connections')).statusCode).toBe(200);
    expect(await inFeedOf(cat, ben.user._id)).toBe(true);

    const out = await moderation('suspend', `@${ben.user.userName}`, '--report', reportId, '--note', 'Threats');
    expect(out).toContain(`Suspended @${ben.user.userName}`);
    await until(() => socket.disconnected, 'the suspended user’s socket to be dropped', APPLIED_WITHIN_MS);
    await until(async () => (await get(ben, '/user/connections')).statusCode === 401, 'their cookie to stop working', APPLIED_WITHIN_MS);
    expect((await get(ben, '/check-auth')).json()).toEqual({ status: false });
    await expect(connectSocket(baseUrl, ben.cookie)).rejects.toThrow();

    const refused = await login(ben);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password learns nothing about the suspension.
    expect((await login(ben, 'Wr0ng#Password!')).json()).toMatchObject({ error: 'Invalid Credentials' });

    expect(await inFeedOf(cat, ben.user._id)).toBe(false);
    expect((await get(cat, `/profile/user/${ben.user._id}`)).statusCode).toBe(404);
    expect((await get(ann, '/user/connections')).json().connections).toEqual([]);
    expect(await reportRow(reportId)).toMatchObject({ status: 'actioned' });

    expect(await moderation('unsuspend', ben.user._id, '--note', 'Appeal accepted')).toContain(`Unsuspended @${ben.user.userName}`);
    expect((await login(ben)).statusCode).toBe(200);
    await until(() => inFeedOf(cat, ben.user._id), 'them to be back in the feed', APPLIED_WITHIN_MS);
    expect((await get(cat, `/profile/user/${ben.user._id}`)).statusCode).toBe(200);

    const audit = (await moderation('audit')).split('\n');
    expect(audit[0]).toMatch(new RegExp(`unsuspend\\s+by alice user @${ben.user.userName} .*— "Appeal accepted"`));
    expect(audit[1]).toMatch(new RegExp(`suspend\\s+by alice user @${ben.user.userName} \\(${ben.user._id}\\) report ${reportId} — "Threats"`));
  });

  it('refuses a session started in the moment before the suspension', async () => {
    const ben = await signUp(t.app);
    const fresh = await signIn(t.app, ben.user.emailId, ben.password);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ben.user._id));
    expect((await get(fresh, '/user/connections')).statusCode).toBe(401);
  });

  it('explains what it refuses, and changes nothing then', async () => {
    const [ann, ben, cat] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const aboutCat = await fileReport(ann, { kind: 'user', id: cat.user._id });
    await expect(moderation('suspend', '@nobody_here')).rejects.toThrow('No user @nobody_here.');
    await expect(moderation('suspend', 'ben')).rejects.toThrow('"ben" is neither a user id nor an @username.');
    await expect(moderation('suspend', `@${ben.user.userName}`, '--report', aboutCat)).rejects.toThrow(`Report ${aboutCat} is not about @${ben.user.userName}.`);
    await expect(moderation('unsuspend', `@${ben.user.userName}`)).rejects.toThrow(`@${ben.user.userName} is not suspended.`);
    await expect(moderation('suspend', `@${ben.user.userName}`, '--operator', ' ')).rejects.toThrow('The operator name must be');
    const [row] = await t.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, ben.user._id));
    expect(row!.suspendedAt).toBeNull();
    expect(await reportRow(aboutCat)).toMatchObject({ status: 'open' });
    await moderation('suspend', `@${ben.user.userName}`);
    await expect(moderation('suspend', ben.user._id)).rejects.toThrow(/is already suspended/);
  });
});
