import { randomUUID } from 'node:crypto';
import type { LiveSummary, TeamChatMessage, TeamChatSummary, TeamDetail, TeamMessageReceived, TeamMessagesPage, TeamRead } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teamMessages, users } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { collect, emitAck, nextEvent, refilledSince, until, type AckAnswer, type ClientSocket } from '../../testing/sockets';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { signUp, type SignedUp } from '../../testing/users';

type Ack = AckAnswer<{ messageData: TeamChatMessage }>;

let w: ChatWorld;
let teamsApi: ReturnType<typeof teamsWorld>;

beforeAll(async () => {
  w = await createChatWorld({ env: { RATE_LIMIT_SCALE: '100' } });
  teamsApi = teamsWorld(w.t);
});
afterAll(() => w?.close());

const api = (who: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string) => teamsApi.api(who, method, url);

/** A team at a new event: `owner` created it, each of `members` joined it. */
async function teamOf(owner: SignedUp, ...members: SignedUp[]): Promise<TeamDetail> {
  const event = await teamsApi.createEvent(owner, { maxTeamSize: 6 });
  const team = await teamsApi.createTeam(owner, event._id, { name: 'Night Owls' });
  for (const member of members) await teamsApi.join(owner, member, team);
  return team;
}

const crew = <N extends number>(n: N) => signUpMany(w.t.app, n);

const send = (socket: ClientSocket, teamId: string, message: string, clientId: string = randomUUID()) =>
  emitAck<{ messageData: TeamChatMessage }>(socket, 'sendTeamMessage', { teamId, message, clientId });

async function history(who: SignedUp, teamId: string, query = ''): Promise<TeamMessagesPage> {
  const res = await api(who, 'GET', `/teams/${teamId}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function summaryOf(who: SignedUp): Promise<LiveSummary> {
  const res = await api(who, 'GET', '/live/summary');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const storedWith = (clientId: string) => w.t.db.select().from(teamMessages).where(eq(teamMessages.clientId, clientId));
const storedIn = async (teamId: string) => (await w.t.db.select().from(teamMessages).where(eq(teamMessages.teamId, teamId))).length;

describe('sendTeamMessage', () => {
  it('stores the message, acknowledges it only once stored, and delivers it to every member’s tabs, never to others', async () => {
    const [ann, ben, cal, out] = await crew(4);
    const team = await teamOf(ann, ben, cal);
    const annTab = await w.socket(ann);
    const annOtherTab = await w.socket(ann);
    const benTab = await w.socket(ben);
    const calTab = await w.socket(cal);
    const outsider = await w.socket(out);
    const heard = (s: ClientSocket) => collect<TeamMessageReceived>(s, 'teamMessageReceived');
    const [toAnn2, toBen, toCal, toOut] = [heard(annOtherTab), heard(benTab), heard(calTab), heard(outsider)];

    const clientId = randomUUID();
    const ack = await send(annTab, team._id, 'Kick-off at 9?\n  Bring snacks', clientId);
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    const m = ack.data.messageData;
    expect(m).toEqual({
      _id: expect.any(String),
      teamId: team._id,
      senderId: ann.user._id,
      senderName: ann.user.fullName,
      text: 'Kick-off at 9?\n  Bring snacks',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      clientId,
    });
    // Acknowledged means stored: the history has it the moment the ack arrives.
    expect((await history(ben, team._id)).messages.map((x) => x._id)).toEqual([m._id]);

    await until(() => toAnn2.length === 1 && toBen.length === 1 && toCal.length === 1, 'delivery to every member');
    for (const seen of [toAnn2, toBen, toCal]) expect(seen[0]).toEqual({ messageData: m, teamName: 'Night Owls' });
    await new Promise((r) => setTimeout(r, 150));
    expect(toOut).toEqual([]);
    expect(toBen).toHaveLength(1);
  });

  it('ignores a spoofed sender and takes the name from the database (a rename shows on the next message)', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    const spoofed = await emitAck<{ messageData: TeamChatMessage }>(annTab, 'sendTeamMessage', {
      teamId: team._id,
      message: 'who am I',
      clientId: randomUUID(),
      senderId: ben.user._id,
      senderName: 'Someone Else',
    });
    expect(spoofed).toMatchObject({ ok: true, data: { messageData: { senderId: ann.user._id, senderName: ann.user.fullName } } });
    await w.t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: ann.cookie }, payload: { fullName: 'Ann Renamed' } });
    expect(await send(annTab, team._id, 'new name')).toMatchObject({ ok: true, data: { messageData: { senderName: 'Ann Renamed' } } });
  });

  it('refuses a non-member (and an unknown team) with a clear error, storing and delivering nothing', async () => {
    const [ann, ben, out] = await crew(3);
    const team = await teamOf(ann, ben);
    const benTab = await w.socket(ben);
    const toBen = collect(benTab, 'teamMessageReceived');
    const outsider = await w.socket(out);
    for (const teamId of [team._id, randomUUID()]) {
      const answer = await send(outsider, teamId, 'let me in');
      expect(answer).toMatchObject({ ok: false, error: 'NOT_TEAM_MEMBER' });
      if (!answer.ok) expect(answer.message).toMatch(/not \(or no longer\) a member/);
    }
    expect(await storedIn(team._id)).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(toBen).toEqual([]);
  });

  it('refuses blank, over-long and malformed messages without storing them', async () => {
    const [ann] = await crew(1);
    const team = await teamOf(ann);
    const annTab = await w.socket(ann);
    for (const message of ['', ' \n\t ', 'x'.repeat(2001)]) {
      expect(await send(annTab, team._id, message)).toMatchObject({ ok: false, error: 'VALIDATION' });
    }
    for (const payload of [null, 'text', { teamId: 'nope', message: 'hi', clientId: 'c' }, { teamId: team._id, message: 'hi' }, { teamId: team._id, message: 'hi', clientId: 'x'.repeat(65) }]) {
      expect(await emitAck(annTab, 'sendTeamMessage', payload)).toMatchObject({ ok: false, error: 'VALIDATION' });
    }
    expect(await storedIn(team._id)).toBe(0);
    expect(await send(annTab, team._id, 'x'.repeat(2000))).toMatchObject({ ok: true });
  });

  it('stores a re-send with the same clientId once and acknowledges it with the stored message, also at once and from another tab', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    const toBen = collect<TeamMessageReceived>(await w.socket(ben), 'teamMessageReceived');
    const clientId = randomUUID();
    const first = await send(annTab, team._id, 'exactly once', clientId);
    const [second, third] = await Promise.all([send(annTab, team._id, 'exactly once', clientId), send(await w.socket(ann), team._id, 'exactly once', clientId)]);
    expect(first.ok && second.ok && third.ok).toBe(true);
    if (!first.ok || !second.ok || !third.ok) return;
    expect(second.data.messageData).toEqual(first.data.messageData);
    expect(third.data.messageData._id).toBe(first.data.messageData._id);
    expect(await storedWith(clientId)).toHaveLength(1);
    expect((await history(ben, team._id)).messages).toHaveLength(1);
    // Every delivery is the one stored message, so a client merging by _id shows it once.
    await until(() => toBen.length >= 1, 'delivery');
    expect(new Set(toBen.map((d) => d.messageData._id))).toEqual(new Set([first.data.messageData._id]));
  });

  it('refuses a clientId the sender already used in another team', async () => {
    const [ann] = await crew(1);
    const [one, two] = [await teamOf(ann), await teamOf(ann)];
    const annTab = await w.socket(ann);
    const clientId = randomUUID();
    expect(await send(annTab, one._id, 'here', clientId)).toMatchObject({ ok: true });
    expect(await send(annTab, two._id, 'there', clientId)).toMatchObject({ ok: false, error: 'CLIENT_ID_REUSED' });
    expect(await storedIn(two._id)).toBe(0);
  });

  it('keeps each socket’s messages in the order sent', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    const texts = Array.from({ length: 8 }, (_, i) => `m${i}`);
    const acks = await Promise.all(texts.map((text) => send(annTab, team._id, text)));
    expect(acks.every((a) => a.ok)).toBe(true);
    expect((await history(ben, team._id)).messages.map((m) => m.text)).toEqual(texts);
  });

  it('shares the rate limit of messages to people', async () => {
    const [ann] = await crew(1);
    const team = await teamOf(ann);
    const annTab = await w.socket(ann);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => send(annTab, team._id, `burst ${i}`)));
    const refilled = refilledSince(started);
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(20 + refilled);
    expect(answers.filter((a) => !a.ok && a.error === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(6 - refilled);
  });
});

describe('GET /api/teams/:teamId/messages', () => {
  it('is 404 TEAM_NOT_FOUND to anyone not in the team, as for an unknown or malformed id; 401 without a session', async () => {
    const [ann, out] = await crew(2);
    const team = await teamOf(ann);
    await send(await w.socket(ann), team._id, 'private');
    for (const url of [`/teams/${team._id}/messages`, `/teams/${randomUUID()}/messages`, '/teams/not-an-id/messages']) {
      const res = await api(out, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'TEAM_NOT_FOUND', message: 'Team not found.' });
      expect(res.body).not.toContain('private');
    }
    expect((await teamsApi.api(null, 'GET', `/teams/${team._id}/messages`)).statusCode).toBe(401);
    expect((await teamsApi.api(null, 'POST', `/teams/${team._id}/read`)).statusCode).toBe(401);
  });

  it('pages back in time with nextCursor, catches up after a message id or a time, and refuses a cursor of another chat', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    const sent: TeamChatMessage[] = [];
    for (let i = 0; i < 5; i += 1) {
      const ack = (await send(annTab, team._id, `n${i}`)) as Ack;
      if (ack.ok) sent.push(ack.data.messageData);
    }
    const newest = await history(ben, team._id, '?limit=2');
    expect(newest.messages.map((m) => m.text)).toEqual(['n3', 'n4']);
    const older = await history(ben, team._id, `?limit=2&before=${newest.nextCursor}`);
    expect(older.messages.map((m) => m.text)).toEqual(['n1', 'n2']);
    const oldest = await history(ben, team._id, `?limit=2&before=${older.nextCursor}`);
    expect(oldest).toEqual({ messages: [sent[0]], nextCursor: null });
    expect((await history(ben, team._id, `?after=${sent[2]!._id}`)).messages.map((m) => m.text)).toEqual(['n3', 'n4']);
    // After a time: from the next millisecond on (what a client saw last is not sent again).
    const sinceTime = (await history(ben, team._id, `?after=${encodeURIComponent(sent[2]!.timestamp)}`)).messages.map((m) => m.text);
    expect(sinceTime).toContain('n4');
    expect(sinceTime).not.toContain('n2');

    const other = await teamOf(ann);
    const elsewhere = (await send(annTab, other._id, 'elsewhere')) as Ack;
    if (!elsewhere.ok) throw new Error('not sent');
    const res = await api(ben, 'GET', `/teams/${team._id}/messages?before=${elsewhere.data.messageData._id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_CURSOR');
  });

  it('shows a new member the messages from when they joined, not before', async () => {
    const [ann, ben, cal] = await crew(3);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    await send(annTab, team._id, 'before Cal');
    await teamsApi.join(ann, cal, team);
    const calTab = await w.socket(cal);
    const toCal = collect<TeamMessageReceived>(calTab, 'teamMessageReceived');
    await send(annTab, team._id, 'welcome Cal');
    expect((await history(cal, team._id)).messages.map((m) => m.text)).toEqual(['welcome Cal']);
    expect((await history(ben, team._id)).messages.map((m) => m.text)).toEqual(['before Cal', 'welcome Cal']);
    await until(() => toCal.length === 1, 'delivery to the new member');
    expect((await summaryOf(cal)).teamUnread).toEqual({ [team._id]: 1 });
    // Nor can a cursor reach back before the join.
    const benPage = await history(ben, team._id);
    expect((await api(cal, 'GET', `/teams/${team._id}/messages?before=${benPage.messages[1]!._id}`)).json()).toEqual({ messages: [], nextCursor: null });
    expect((await api(cal, 'GET', `/teams/${team._id}/messages?after=${benPage.messages[0]!._id}`)).statusCode).toBe(400);
  });

  it('shuts out a member who left: no more sending, reading or deliveries; what they wrote stays for the others', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const benTab = await w.socket(ben);
    expect(await send(benTab, team._id, 'bye all')).toMatchObject({ ok: true });
    expect((await api(ben, 'DELETE', `/teams/${team._id}/members/${ben.user._id}`)).statusCode).toBe(204);

    const toBen = collect(benTab, 'teamMessageReceived');
    expect(await send(benTab, team._id, 'one more thing')).toMatchObject({ ok: false, error: 'NOT_TEAM_MEMBER' });
    expect((await api(ben, 'GET', `/teams/${team._id}/messages`)).statusCode).toBe(404);
    expect((await api(ben, 'POST', `/teams/${team._id}/read`)).statusCode).toBe(404);
    await send(await w.socket(ann), team._id, 'see you');
    await new Promise((r) => setTimeout(r, 150));
    expect(toBen).toEqual([]);
    expect((await summaryOf(ben)).teamUnread).toEqual({});
    expect((await history(ann, team._id)).messages.map((m) => [m.text, m.senderName])).toEqual([
      ['bye all', ben.user.fullName],
      ['see you', ann.user.fullName],
    ]);
  });
});

describe('team unread counts and read positions', () => {
  it('counts what the others wrote since the last read, in the summary and its total; reading clears it in every tab', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    for (const text of ['one', 'two', 'three']) await send(annTab, team._id, text);
    const benSummary = await summaryOf(ben);
    expect(benSummary).toEqual({ unread: [], teamUnread: { [team._id]: 3 }, unreadTotal: 3, pendingRequests: 0 });
    // The writer has read their own chat.
    expect((await summaryOf(ann)).teamUnread).toEqual({});

    const benOtherTab = await w.socket(ben);
    const cleared = nextEvent<TeamRead>(benOtherTab, 'teamRead');
    const res = await api(ben, 'POST', `/teams/${team._id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ teamId: team._id, unread: 0 });
    expect(await cleared).toEqual({ teamId: team._id });
    expect(await summaryOf(ben)).toMatchObject({ teamUnread: {}, unreadTotal: 0 });

    await send(annTab, team._id, 'four');
    expect((await summaryOf(ben)).teamUnread).toEqual({ [team._id]: 1 });
    // Replying reads the chat too.
    await send(benOtherTab, team._id, 'on it');
    expect((await summaryOf(ben)).teamUnread).toEqual({});
    expect((await summaryOf(ann)).teamUnread).toEqual({ [team._id]: 1 });
  });

  it('adds team chats to conversations in the total, and never moves a read position back', async () => {
    // Ann and Ben of the chat world are connections: one message between them, two in a team.
    const team = await teamOf(w.ann, w.ben);
    const annTab = await w.socket(w.ann);
    await api(w.ben, 'POST', `/convos/${w.ann.user._id}/read`);
    await emitAck(annTab, 'sendMessage', { receiverId: w.ben.user._id, message: 'direct' });
    await send(annTab, team._id, 'team 1');
    await send(annTab, team._id, 'team 2');
    const summary = await summaryOf(w.ben);
    expect(summary.unread).toEqual([{ partnerId: w.ann.user._id, unread: 1 }]);
    expect(summary.teamUnread).toEqual({ [team._id]: 2 });
    expect(summary.unreadTotal).toBe(3);

    const readAt = async () =>
      (await w.t.db.select({ at: teamMembers.lastReadAt }).from(teamMembers).where(and(eq(teamMembers.teamId, team._id), eq(teamMembers.userId, w.ben.user._id))))[0]?.at;
    await api(w.ben, 'POST', `/teams/${team._id}/read`);
    const first = await readAt();
    expect(first).toBeInstanceOf(Date);
    // A position ahead of the newest message (set by hand) is not moved back by another read.
    await w.t.db.update(teamMembers).set({ lastReadAt: new Date(Date.now() + 60_000) }).where(and(eq(teamMembers.teamId, team._id), eq(teamMembers.userId, w.ben.user._id)));
    await api(w.ben, 'POST', `/teams/${team._id}/read`);
    expect((await readAt())!.getTime()).toBeGreaterThan(first!.getTime());
    expect((await summaryOf(w.ben)).teamUnread).toEqual({});
  });

  it('does not count or show what a suspended member wrote', async () => {
    const [ann, ben] = await crew(2);
    const team = await teamOf(ann, ben);
    await send(await w.socket(ben), team._id, 'from Ben');
    const suspended = await signUp(w.t.app);
    await teamsApi.join(ann, suspended, team);
    await send(await w.socket(suspended), team._id, 'spam');
    expect((await summaryOf(ann)).teamUnread).toEqual({ [team._id]: 2 });
    await w.t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user._id));
    expect((await summaryOf(ann)).teamUnread).toEqual({ [team._id]: 1 });
    expect((await history(ann, team._id)).messages.map((m) => m.text)).toEqual(['from Ben']);
  });
});

describe('GET /api/team-chats', () => {
  it("lists the member's team chats newest activity first, with the last message they may read and the unread count", async () => {
    const [ann, ben] = await crew(2);
    const quiet = await teamOf(ann, ben);
    const busy = await teamOf(ann, ben);
    const annTab = await w.socket(ann);
    await send(annTab, busy._id, 'first');
    await send(annTab, busy._id, 'see you at 9');
    const res = await api(ben, 'GET', '/team-chats');
    expect(res.statusCode).toBe(200);
    const chats = res.json<{ data: TeamChatSummary[] }>().data;
    expect(chats.map((c) => [c.teamId, c.unread, c.lastMessage?.text ?? null])).toEqual([
      [busy._id, 2, 'see you at 9'],
      [quiet._id, 0, null],
    ]);
    expect(chats[0]).toMatchObject({ teamName: 'Night Owls', lastMessage: { senderName: ann.user.fullName } });
    // Reading it (as opening it from the list does) clears its count there.
    await api(ben, 'POST', `/teams/${busy._id}/read`);
    expect((await api(ben, 'GET', '/team-chats')).json<{ data: TeamChatSummary[] }>().data[0]?.unread).toBe(0);
    // A message moves its team to the top.
    await send(annTab, quiet._id, 'hello?');
    expect((await api(ben, 'GET', '/team-chats')).json<{ data: TeamChatSummary[] }>().data.map((c) => c.teamId)).toEqual([quiet._id, busy._id]);
  });

  it('shows nothing of teams one is not in, and nothing from before one joined', async () => {
    const [ann, ben, cat] = await crew(3);
    const team = await teamOf(ann, ben);
    await send(await w.socket(ann), team._id, 'before Cat');
    expect((await api(cat, 'GET', '/team-chats')).json()).toEqual({ data: [] });
    await teamsApi.join(ann, cat, team);
    const [chat] = (await api(cat, 'GET', '/team-chats')).json<{ data: TeamChatSummary[] }>().data;
    expect(chat).toMatchObject({ teamId: team._id, lastMessage: null, unread: 0 });
  });
});
