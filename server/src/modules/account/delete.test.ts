import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { blocks, connectionRequests, hackathons, messages, projects, sessions, users } from '../../db/schema';
import { connect } from '../../testing/connections';
import { ids, wholeFeed } from '../../testing/feed';
import { goodPng, multipartBody } from '../../testing/fixtures/images';
import { createTestApp } from '../../testing/harness';
import { collect, connectSocket, emitAck, until } from '../../testing/sockets';
import { authHeaders, signIn, signUp, uniqueIp, type SignedUp } from '../../testing/users';
import { sendMessage } from '../chat';

const t = await createTestApp();
afterAll(() => t.close());
const baseUrl = await t.listen();

const remove = (cookie: string, payload?: object) => t.app.inject({ method: 'DELETE', url: '/api/account', headers: authHeaders(cookie), payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: authHeaders(cookie) });
const login = (emailId: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress: uniqueIp() });
const exists = (file: string) => access(file).then(() => true, () => false);

async function upload(who: SignedUp): Promise<string> {
  const { payload, headers } = multipartBody('profilePic', 'me.png', 'image/png', await goodPng());
  const res = await t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { ...headers, cookie: who.cookie }, payload, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(200);
  return res.json().profileUrl;
}
const fileOf = (profileUrl: string) => join(t.config.uploadDir, profileUrl.replace('/api/uploads/', ''));

describe('DELETE /api/account with a wrong password', () => {
  it('answers 403 and changes nothing', async () => {
    const me = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/profile/add/project', headers: authHeaders(me.cookie), payload: { title: 'Kept', description: 'Still here', url: 'github.com/me/kept' } });
    const before = await t.db.select().from(users).where(eq(users.id, me.user._id));
    const res = await remove(me.cookie, { password: 'Wr0ng#Password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'WRONG_PASSWORD', message: 'That password is not correct. Your account was not deleted.' });
    expect(await t.db.select().from(users).where(eq(users.id, me.user._id))).toEqual(before);
    expect(await t.db.select().from(projects).where(eq(projects.userId, me.user._id))).toHaveLength(1);
    expect((await get('/api/profile/view', me.cookie)).statusCode).toBe(200);
    expect((await login(me.user.emailId, me.password)).statusCode).toBe(200);
  });

  it('asks for the password when none is sent, and answers 401 without a session', async () => {
    const me = await signUp(t.app);
    const res = await remove(me.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ password: 'Enter your password to delete your account.' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: me.password } })).statusCode).toBe(401);
    expect((await get('/api/profile/view', me.cookie)).statusCode).toBe(200);
  });
});

// Dee has a bit of everything; Pat is a connection with a conversation, Wes got a request, Bo is blocked.
async function deletedWorld() {
  const dee = await signUp(t.app, { fullName: 'Dee Deleted' });
  const [pat, wes, bo] = [await signUp(t.app, { fullName: 'Pat Partner' }), await signUp(t.app, { fullName: 'Wes Wanted' }), await signUp(t.app, { fullName: 'Bo Blocked' })];
  const phone = await signIn(t.app, dee.user.emailId, dee.password);
  const picture = await upload(dee);
  await t.app.inject({ method: 'POST', url: '/api/profile/add/hackathon', headers: authHeaders(dee.cookie), payload: { name: 'Hack', description: 'Won', outcome: 'first' } });
  await connect(t.db, dee.user._id, pat.user._id);
  await sendMessage(t.db, { senderId: dee.user._id, receiverId: pat.user._id, text: 'Hello from Dee', clientId: null });
  await sendMessage(t.db, { senderId: pat.user._id, receiverId: dee.user._id, text: 'Hi Dee', clientId: null });
  expect((await t.app.inject({ method: 'POST', url: `/api/reqs/send/interested/${wes.user._id}`, headers: authHeaders(dee.cookie) })).statusCode).toBe(201);
  await t.db.insert(blocks).values({ blockerId: dee.user._id, blockedId: bo.user._id });
  const deeSocket = await connectSocket(baseUrl, phone);
  const patSocket = await connectSocket(baseUrl, pat.cookie);
  const patHeard = collect<{ kind: string; person: { _id: string; fullName: string } }>(patSocket, 'requestUpdate');
  const res = await remove(dee.cookie, { password: dee.password });
  return { dee, pat, wes, bo, phone, picture, deeSocket, patSocket, patHeard, res };
}

describe('DELETE /api/account with the right password', () => {
  let w: Awaited<ReturnType<typeof deletedWorld>>;
  beforeAll(async () => {
    w = await deletedWorld();
  });
  afterAll(() => [w.deeSocket, w.patSocket].forEach((s) => s.close()));

  it('answers 204 and clears the cookie', () => {
    expect(w.res.statusCode).toBe(204);
    expect(w.res.cookies.find((c) => c.name === 'token')?.value).toBe('');
  });

  it('ends every session: cookies answer 401, live sockets close', async () => {
    expect((await get('/api/profile/view', w.dee.cookie)).statusCode).toBe(401);
    expect((await get('/api/profile/view', w.phone)).statusCode).toBe(401);
    await until(() => !w.deeSocket.connected, 'the deleted account’s socket closed');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, w.dee.user._id))).toEqual([]);
  });

  it('refuses sign-in with the old credentials', async () => {
    expect((await login(w.dee.user.emailId, w.dee.password)).statusCode).toBe(401);
  });

  it('removes the profile: 404 for others, and out of the feed', async () => {
    expect((await get(`/api/profile/user/${w.dee.user._id}`, w.pat.cookie)).statusCode).toBe(404);
    expect(ids(await wholeFeed(t, w.wes))).not.toContain(w.dee.user._id);
  });

  it('removes what the account owned: projects, hackathons, requests both ways, blocks, the picture on disk', async () => {
    expect(await t.db.select().from(hackathons).where(eq(hackathons.userId, w.dee.user._id))).toEqual([]);
    expect(await t.db.select().from(connectionRequests).where(eq(connectionRequests.senderId, w.dee.user._id))).toEqual([]);
    expect(await t.db.select().from(connectionRequests).where(eq(connectionRequests.receiverId, w.dee.user._id))).toEqual([]);
    expect((await get('/api/user/reqs/received', w.wes.cookie)).json().reqs).toEqual([]);
    expect((await get('/api/user/connections', w.pat.cookie)).json().connections).toEqual([]);
    expect(await exists(fileOf(w.picture))).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, w.dee.user._id));
    expect(row).toMatchObject({ fullName: 'Deleted user', passwordHash: null, firebaseUid: null, profileUrl: '', bio: '', skills: [], socialIds: {} });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(w.dee.user.emailId);
  });

  it('tells connections’ open apps to refresh their lists', async () => {
    await until(() => w.patHeard.length > 0, 'requestUpdate for the partner');
    expect(w.patHeard).toEqual([{ kind: 'withdrawn', person: { _id: w.dee.user._id, fullName: 'Deleted user' } }]);
  });

  it('keeps the conversation for the partner, from "Deleted user" without a profile to link', async () => {
    const list = (await get('/api/get-conversations', w.pat.cookie)).json().conversations;
    expect(list).toHaveLength(1);
    const deleted = list[0].participants.find((p: { _id: string }) => p._id === w.dee.user._id);
    expect(deleted).toMatchObject({ fullName: 'Deleted user', deleted: true, profileUrl: '' });
    expect(JSON.stringify(list)).not.toContain(w.dee.user.userName);
    const history = await get(`/api/convos/${w.dee.user._id}`, w.pat.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json().partner).toMatchObject({ fullName: 'Deleted user', deleted: true });
    expect(history.json().messages.map((m: { text: string; senderName: string }) => [m.senderName, m.text])).toEqual([
      ['Deleted user', 'Hello from Dee'],
      ['Pat Partner', 'Hi Dee'],
    ]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, w.dee.user._id))).toHaveLength(1);
  });

  it('refuses new messages to the deleted account', async () => {
    const ack = await emitAck(w.patSocket, 'sendMessage', { receiverId: w.dee.user._id, message: 'Are you there?', clientId: 'after-delete-1' });
    expect(ack).toMatchObject({ ok: false });
  });

  it('frees the e-mail and username for a new account', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { fullName: 'Dee Again', userName: w.dee.user.userName, emailId: w.dee.user.emailId, password: w.dee.password },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user._id).not.toBe(w.dee.user._id);
    expect(again.json().user).toMatchObject({ userName: w.dee.user.userName, emailId: w.dee.user.emailId, profileUrl: '' });
  });
});

describe('a picture someone else uses too', () => {
  it('stays on disk', async () => {
    const [one, two] = [await signUp(t.app), await signUp(t.app)];
    const [first, second] = [await upload(one), await upload(two)];
    expect(second).toBe(first);
    expect((await remove(one.cookie, { password: one.password })).statusCode).toBe(204);
    expect(await exists(fileOf(first))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });
});
