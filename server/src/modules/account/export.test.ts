import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts';
import { blocks, connectionRequests, notificationUnsubscribes, reports, teamMessages, teamVouches } from '../../db/schema';
import { connect } from '../../testing/connections';
import { createTestApp } from '../../testing/harness';
import { teamsWorld } from '../../testing/teams';
import { authHeaders, signIn, signUp } from '../../testing/users';
import { sendMessage } from '../chat';

const t = await createTestApp();
afterAll(() => t.close());

const exportOf = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: cookie ? authHeaders(cookie) : {} });
const as = (cookie: string, method: 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, headers: authHeaders(cookie), payload });

// Me, with something in every area; and the people around me.
const me = await signUp(t.app, { fullName: 'Erin Export' });
const partner = await signUp(t.app, { fullName: 'Pat Partner' });
const wanted = await signUp(t.app, { fullName: 'Wanda Wanted' });
const admirer = await signUp(t.app, { fullName: 'Adam Admirer' });
const ignorer = await signUp(t.app, { fullName: 'Ian Ignorer' });
const refuser = await signUp(t.app, { fullName: 'Rita Refuser' });
const blocked = await signUp(t.app, { fullName: 'Bo Blocked' });
const stranger = await signUp(t.app, { fullName: 'Stan Stranger' });
const everyoneElse = [partner, wanted, admirer, ignorer, refuser, blocked, stranger];

await signIn(t.app, me.user.emailId, me.password);
expect((await as(me.cookie, 'POST', '/api/profile/add/project', { title: 'Hackmate', description: 'Team finder', url: 'github.com/erin/hackmate' })).statusCode).toBe(201);
expect((await as(me.cookie, 'POST', '/api/profile/add/hackathon', { name: 'HackZurich', description: 'Built a bot', outcome: 'winner' })).statusCode).toBe(201);
await as(me.cookie, 'PATCH', '/api/settings/privacy', { readReceipts: false });
// My notification choices, and a one-click unsubscribe from request e-mails I made earlier.
const put = await t.app.inject({ method: 'PUT', url: '/api/settings/notifications', headers: authHeaders(me.cookie), payload: { ...DEFAULT_NOTIFICATION_SETTINGS, digestHour: 7, timeZone: 'Europe/Zurich' } });
expect(put.statusCode, put.body).toBe(200);
await t.db.insert(notificationUnsubscribes).values({ userId: me.user._id, kind: 'request' });
await connect(t.db, me.user._id, partner.user._id);
await sendMessage(t.db, { senderId: me.user._id, receiverId: partner.user._id, text: 'Hi Pat, join my team?', clientId: null });
await sendMessage(t.db, { senderId: partner.user._id, receiverId: me.user._id, text: 'Sure, count me in', clientId: null });
// Pat and Stan talk too: none of that is mine.
await connect(t.db, partner.user._id, stranger.user._id);
await sendMessage(t.db, { senderId: stranger.user._id, receiverId: partner.user._id, text: 'Stan’s private note', clientId: null });
await t.db.insert(connectionRequests).values([
  { senderId: me.user._id, receiverId: wanted.user._id, status: 'interested' },
  { senderId: me.user._id, receiverId: refuser.user._id, status: 'rejected' },
  { senderId: admirer.user._id, receiverId: me.user._id, status: 'interested' },
  { senderId: ignorer.user._id, receiverId: me.user._id, status: 'ignore' },
]);
await t.db.insert(blocks).values({ blockerId: me.user._id, blockedId: blocked.user._id });
await t.db.insert(blocks).values({ blockerId: stranger.user._id, blockedId: me.user._id });
await t.db.insert(reports).values({ reporterId: me.user._id, targetKind: 'user', targetId: blocked.user._id, subjectId: blocked.user._id, reason: 'spam', details: 'Sends ads' });
await t.db.insert(reports).values({ reporterId: stranger.user._id, targetKind: 'user', targetId: me.user._id, subjectId: me.user._id, reason: 'other', details: 'About Erin' });

// Teams: an event I added, a team I own with Pat in it, an invite to Adam's team for me.
const world = teamsWorld(t);
const myEvent = await world.createEvent(me, { name: 'Erin Jam' });
const myTeam = await world.createTeam(me, myEvent._id, { name: 'Export Crew', idea: 'Ship it', myRole: 'backend', openRoles: [{ role: 'frontend', count: 1 }] });
await world.join(me, partner, myTeam, 'frontend');
const otherEvent = await world.createEvent(admirer, { name: 'Adam Jam' });
const adamsTeam = await world.createTeam(admirer, otherEvent._id, { name: 'Adam Squad' });
await world.look(me, otherEvent._id, { pitch: 'APIs at dawn' });
const invite = await world.invite(admirer, adamsTeam._id, me, { message: 'Join us?' });
await t.db.insert(teamVouches).values({ eventId: myEvent._id, fromId: me.user._id, toId: partner.user._id });
await t.db.insert(teamVouches).values({ eventId: myEvent._id, fromId: partner.user._id, toId: me.user._id });
await t.db.insert(teamMessages).values([
  { teamId: myTeam._id, senderId: me.user._id, text: 'Kick-off at 9', clientId: 'export-1' },
  { teamId: myTeam._id, senderId: partner.user._id, text: 'Pat’s team note', clientId: 'export-2' },
]);

describe('GET /api/account/export', () => {
  it('holds the hackathons I added, where I go and look, my teams and the invites I got', async () => {
    const person = (who: typeof partner) => ({ _id: who.user._id, fullName: who.user.fullName, userName: who.user.userName });
    const data = (await exportOf(me.cookie)).json();
    expect(data.events).toEqual([expect.objectContaining({ _id: myEvent._id, name: 'Erin Jam', website: myEvent.website })]);
    expect(data.attendance).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: myEvent._id, eventName: 'Erin Jam' }),
        expect.objectContaining({ eventId: otherEvent._id, eventName: 'Adam Jam', looking: true, bring: ['backend'], pitch: 'APIs at dawn' }),
      ]),
    );
    expect(data.teams).toEqual([
      expect.objectContaining({ _id: myTeam._id, name: 'Export Crew', idea: 'Ship it', owner: true, role: 'backend', members: [person(partner)] }),
    ]);
    // What I said of Pat is mine; what Pat said of me is Pat's.
    expect(data.teamUpAgain).toEqual([{ eventId: myEvent._id, teammate: person(partner), createdAt: expect.any(String) }]);
    expect(data.teamMessages).toEqual([expect.objectContaining({ teamId: myTeam._id, teamName: 'Export Crew', text: 'Kick-off at 9' })]);
    expect(data.teamRequests).toEqual([expect.objectContaining({ _id: invite._id, kind: 'invite', teamName: 'Adam Squad', message: 'Join us?', status: 'pending' })]);
    // Pat's export names the team and me, without my e-mail.
    const pats = (await exportOf(partner.cookie)).json();
    expect(pats.teams).toEqual([expect.objectContaining({ _id: myTeam._id, owner: false, role: 'frontend', members: [person(me)] })]);
  });

  it('answers 401 without a session', async () => {
    expect((await exportOf()).statusCode).toBe(401);
  });

  it('is a JSON download named after my username', async () => {
    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hackmate-export-${me.user.userName}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('holds my own data in every area', async () => {
    const data = (await exportOf(me.cookie)).json();
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.account).toMatchObject({ _id: me.user._id, fullName: 'Erin Export', userName: me.user.userName, emailId: me.user.emailId, signInMethods: ['password'], privacy: { showPresence: true, readReceipts: false } });
    expect(data.projects).toEqual([expect.objectContaining({ title: 'Hackmate', url: 'github.com/erin/hackmate' })]);
    expect(data.hackathons).toEqual([expect.objectContaining({ name: 'HackZurich', outcome: 'winner' })]);
    expect(data.roles).toEqual([]);
    expect(data.notifications).toMatchObject({ digestHour: 7, timeZone: 'Europe/Zurich', channels: { email: DEFAULT_NOTIFICATION_SETTINGS.channels.email } });
    expect(data.notificationUnsubscribes).toEqual([{ kind: 'request', createdAt: expect.any(String) }]);
    const person = (who: typeof partner) => ({ _id: who.user._id, fullName: who.user.fullName, userName: who.user.userName });
    expect(data.connections).toEqual([expect.objectContaining(person(partner))]);
    expect(data.requests.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: person(wanted), status: 'interested' }),
        expect.objectContaining({ to: person(partner), status: 'accepted' }),
      ]),
    );
    expect(data.requests.received).toEqual([expect.objectContaining({ from: person(admirer), status: 'interested' })]);
    expect(data.conversations).toEqual([
      {
        _id: expect.any(String),
        partner: person(partner),
        messages: [
          expect.objectContaining({ fromMe: true, text: 'Hi Pat, join my team?' }),
          expect.objectContaining({ fromMe: false, text: 'Sure, count me in' }),
        ],
      },
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toEqual(expect.objectContaining({ browser: expect.any(String), revokedAt: null }));
    expect(data.reports).toEqual([expect.objectContaining({ target: { kind: 'user', id: blocked.user._id }, reason: 'spam', details: 'Sends ads', status: 'open' })]);
    expect(data.blocks).toEqual([expect.objectContaining(person(blocked))]);
  });

  it('never holds another user’s e-mail, secrets or private answers', async () => {
    const res = await exportOf(me.cookie);
    const file = res.body.toLowerCase();
    for (const other of everyoneElse) expect(file, other.user.fullName).not.toContain(other.user.emailId.toLowerCase());
    for (const secret of ['$argon2', 'passwordhash', 'password_hash', 'firebase', 'token']) expect(file).not.toContain(secret);
    // Someone's Ignore, a refusal of my request, who blocked me or reported me, others' messages: theirs.
    expect(file).not.toContain(ignorer.user._id);
    expect(res.json().requests.sent.find((r: { to: { _id: string } }) => r.to._id === refuser.user._id).status).toBe('interested');
    expect(file).not.toContain('about erin');
    expect(file).not.toContain('stan’s private note');
    for (const person of [...res.json().connections, ...res.json().blocks]) expect(Object.keys(person).sort()).toEqual(expect.not.arrayContaining(['emailId', 'bio', 'skills']));
  });

  it('shows each person only their own data', async () => {
    const data = (await exportOf(partner.cookie)).json();
    expect(data.account.emailId).toBe(partner.user.emailId);
    expect(data.notificationUnsubscribes).toEqual([]);
    expect(data.conversations.map((c: { partner: { _id: string } }) => c.partner._id).sort()).toEqual([me.user._id, stranger.user._id].sort());
    expect(JSON.stringify(data)).not.toContain(me.user.emailId);
  });

  it('is limited to 5 downloads an hour per account', async () => {
    const someone = await signUp(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportOf(someone.cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
