import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blocks, connectionRequests, reports, users } from '../../db/schema';
import { connect } from '../../testing/connections';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { signUp, type SignedUp } from '../../testing/users';
import { insertMessage } from '../chat';

const t = await createTestApp();
afterAll(() => t.close());
const world = teamsWorld(t);

const report = (who: SignedUp | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reports', payload, headers: who ? { cookie: who.cookie } : {} });

const aboutUser = (target: SignedUp, extra: object = {}) => ({ target: { kind: 'user', id: target.user._id }, reason: 'spam', ...extra });

/** Two connected people with a message each way; `from` wrote the first, `to` the reply. */
async function conversation() {
  const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
  await connect(t.db, ann.user._id, ben.user._id);
  const fromAnn = await insertMessage(t.db, { senderId: ann.user._id, receiverId: ben.user._id, text: 'hello', clientId: null });
  const fromBen = await insertMessage(t.db, { senderId: ben.user._id, receiverId: ann.user._id, text: 'go away', clientId: null });
  return { ann, ben, fromAnn: fromAnn!.id, fromBen: fromBen!.id };
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row;
}

describe('POST /api/reports', () => {
  it('files a report about a user: 201 with its id, status and time', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const res = await report(ann, aboutUser(ben, { reason: 'fake-profile', details: '  Photos are from a stock site\nand the bio is copied.  ' }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: { _id: string; status: string; createdAt: string } }>();
    expect(data).toEqual({ _id: expect.any(String), status: 'open', createdAt: expect.any(String) });
    expect(Date.parse(data.createdAt)).not.toBeNaN();
    expect(await rowOf(data._id)).toMatchObject({
      reporterId: ann.user._id,
      targetKind: 'user',
      targetId: ben.user._id,
      subjectId: ben.user._id,
      reason: 'fake-profile',
      details: 'Photos are from a stock site\nand the bio is copied.',
    });
  });

  it('files a report about a message of a conversation the reporter is in; the subject is its sender', async () => {
    const { ann, ben, fromBen } = await conversation();
    const res = await report(ann, { target: { kind: 'message', id: fromBen }, reason: 'harassment' });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().data._id)).toMatchObject({ targetKind: 'message', targetId: fromBen, subjectId: ben.user._id });
  });

  it('reports a team about its owner; one the reporter cannot see (unknown, or behind a block) is 404, their own 400', async () => {
    const [owner, member, ann, blocked] = await signUpMany(t.app, 4);
    const event = await world.createEvent(owner);
    const team = await world.createTeam(owner, event._id, { name: 'Spam Squad', idea: 'Buy followers' });
    await world.join(owner, member, team);
    const res = await report(ann, { target: { kind: 'team', id: team._id }, reason: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().data._id)).toMatchObject({ targetKind: 'team', targetId: team._id, subjectId: owner.user._id });
    // A member may report their team; its owner may not.
    expect((await report(member, { target: { kind: 'team', id: team._id }, reason: 'inappropriate' })).statusCode).toBe(201);
    const own = await report(owner, { target: { kind: 'team', id: team._id }, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ error: 'CANNOT_REPORT_SELF' });
    // Someone a member blocked does not see the team, so cannot report it either.
    await world.api(member, 'POST', `/users/${blocked.user._id}/block`);
    for (const [who, id] of [[blocked, team._id], [ann, randomUUID()], [ann, 'not-a-uuid']] as const) {
      const hidden = await report(who, { target: { kind: 'team', id }, reason: 'spam' });
      expect(hidden.statusCode, id).toBe(id === 'not-a-uuid' ? 400 : 404);
      if (hidden.statusCode === 404) expect(hidden.json()).toMatchObject({ error: 'TEAM_NOT_FOUND', message: 'Team not found' });
    }
  });

  it('never lets anyone report, or learn about, a message of a conversation they are not in (404)', async () => {
    const { fromAnn, fromBen } = await conversation();
    const cat = await signUp(t.app);
    for (const id of [fromAnn, fromBen, randomUUID()]) {
      const res = await report(cat, { target: { kind: 'message', id }, reason: 'spam' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'MESSAGE_NOT_FOUND' });
    }
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, cat.user._id))).toEqual([]);
  });

  it('refuses reporting yourself or your own message (400)', async () => {
    const { ann, fromAnn } = await conversation();
    const self = await report(ann, aboutUser(ann));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'CANNOT_REPORT_SELF', message: 'You cannot report yourself.' });
    const own = await report(ann, { target: { kind: 'message', id: fromAnn }, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ error: 'CANNOT_REPORT_SELF', message: 'You cannot report your own message.' });
  });

  it('answers 404 for someone unknown, suspended or hiding behind their own block', async () => {
    const [ann, gone, hiding] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.user._id));
    await t.db.insert(blocks).values({ blockerId: hiding.user._id, blockedId: ann.user._id });
    for (const id of [randomUUID(), gone.user._id, hiding.user._id]) {
      const res = await report(ann, { target: { kind: 'user', id }, reason: 'spam' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: 'USER_NOT_FOUND', message: 'User not found' });
    }
  });

  it('still takes a report about someone the reporter blocked first', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    await t.db.insert(blocks).values({ blockerId: ann.user._id, blockedId: ben.user._id });
    expect((await report(ann, aboutUser(ben))).statusCode).toBe(201);
  });

  it.each([
    ['a reason not in the list', { reason: 'rude' }, 'reason'],
    ['no reason', { reason: undefined }, 'reason'],
    ['details over 1,000 characters', { details: 'x'.repeat(1001) }, 'details'],
    ['details with control characters', { details: 'hi\u0000there' }, 'details'],
    ['block that is not a boolean', { block: 'yes' }, 'block'],
  ])('refuses %s (400 VALIDATION naming the field)', async (_case, extra, field) => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const res = await report(ann, aboutUser(ben, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { [field]: expect.any(String) } });
  });

  it('counts details in characters people see: 1,000 emoji fit', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    expect((await report(ann, aboutUser(ben, { details: '👩‍💻'.repeat(1000) }))).statusCode).toBe(201);
  });

  it.each([
    ['a malformed id', { kind: 'user', id: 'not-a-uuid' }, 'target.id'],
    ['an unknown kind', { kind: 'event', id: randomUUID() }, 'target.kind'],
  ])('refuses a target with %s (400)', async (_case, target, field) => {
    const ann = await signUp(t.app);
    const res = await report(ann, { target, reason: 'spam' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { [field]: expect.any(String) } });
  });

  it('takes one open report per reporter and target: the second is 409, a new one once it is closed', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const first = await report(ann, aboutUser(ben));
    expect(first.statusCode).toBe(201);
    const again = await report(ann, aboutUser(ben, { reason: 'scam' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ALREADY_REPORTED', message: 'You already reported this' });
    // Someone else may report the same person.
    expect((await report(await signUp(t.app), aboutUser(ben))).statusCode).toBe(201);
    await t.db.update(reports).set({ status: 'dismissed' }).where(eq(reports.id, first.json().data._id));
    expect((await report(ann, aboutUser(ben))).statusCode).toBe(201);
  });

  it('answers a double submit with one 201 and one 409', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const both = await Promise.all([report(ann, aboutUser(ben)), report(ann, aboutUser(ben))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, ann.user._id))).toHaveLength(1);
  });

  it('with block: true also blocks the subject and ends their connection', async () => {
    const { ann, ben, fromBen } = await conversation();
    const res = await report(ann, { target: { kind: 'message', id: fromBen }, reason: 'harassment', block: true });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, ann.user._id))).toMatchObject([{ blockedId: ben.user._id }]);
    expect(await t.db.select().from(connectionRequests).where(eq(connectionRequests.senderId, ann.user._id))).toEqual([]);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/users/blocked', headers: { cookie: ann.cookie } });
    expect(blocked.json()).toMatchObject({ data: [{ _id: ben.user._id }] });
  });

  it('blocks nothing when the report is refused', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    await report(ann, aboutUser(ben));
    expect((await report(ann, aboutUser(ben, { block: true }))).statusCode).toBe(409);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, ann.user._id))).toEqual([]);
  });

  it('needs a session (401)', async () => {
    const ben = await signUp(t.app);
    expect((await report(null, aboutUser(ben))).statusCode).toBe(401);
  });

  it('takes at most 20 reports an hour from one account (429 after)', async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    // Refused attempts count too: a flood is a flood.
    for (let i = 0; i < 20; i++) expect((await report(ann, aboutUser(ben))).statusCode).not.toBe(429);
    const over = await report(ann, aboutUser(await signUp(t.app)));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // Another account is not held back.
    expect((await report(ben, aboutUser(ann))).statusCode).toBe(201);
  });
});
