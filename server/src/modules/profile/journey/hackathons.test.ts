import { eq } from 'drizzle-orm';
import { MESSAGES } from '@hackmate/shared/validation';
import { createTestApp } from '../../../testing/harness';
import { signUp } from '../../../testing/users';
import { hackathons, users } from '../../../db/schema';
import { MAX_HACKATHONS } from './hackathons';

const t = await createTestApp();
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const good = { name: 'HackMIT', description: 'Built a robot', outcome: 'Winner' };

async function add(cookie: string, payload: object = { hackathon: good }) {
  return t.app.inject({ method: 'POST', url: '/api/profile/add/hackathon', headers: as(cookie), payload });
}
const remove = (cookie: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/remove-hackathon/${id}`, headers: as(cookie) });
const countOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.hackathonCount;
const stored = async (id: string) => (await t.db.select().from(hackathons).where(eq(hackathons.id, id)))[0];

describe('POST /api/profile/add/hackathon', () => {
  it('takes the object holding the hackathon and answers 201 with the created one', async () => {
    const me = await signUp(t.app);
    const res = await add(me.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Hackathon added successfully',
      hackathon: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...good, date: '', role: '' },
    });
  });

  it('accepts the flat form too, and outcome is optional', async () => {
    const me = await signUp(t.app);
    const res = await add(me.cookie, { name: 'ETHGlobal', description: 'DeFi tool' });
    expect(res.statusCode).toBe(201);
    expect(res.json().hackathon).toMatchObject({ name: 'ETHGlobal', outcome: '' });
  });

  it.each([{ hackathon: { name: 'x', description: ' ' } }, { hackathon: { description: 'y' } }, {}])('refuses %j with the spec message', async (payload) => {
    const me = await signUp(t.app);
    const res = await add(me.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message: MESSAGES.hackathonIncomplete });
    expect(await countOf(me.user._id)).toBe(0);
  });

  it(`stops at ${MAX_HACKATHONS} hackathons per user`, async () => {
    const me = await signUp(t.app);
    await t.db.insert(hackathons).values(Array.from({ length: MAX_HACKATHONS }, (_, i) => ({ userId: me.user._id, name: `h${i}`, description: 'd' })));
    const res = await add(me.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'LIMIT_REACHED' });
  });
});

describe('hackathon_count', () => {
  it('follows every add and remove, also when requests race', async () => {
    const me = await signUp(t.app);
    const created = await Promise.all(Array.from({ length: 5 }, () => add(me.cookie)));
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await countOf(me.user._id)).toBe(5);

    const ids = created.map((r) => r.json().hackathon._id as string);
    const removed = await Promise.all([remove(me.cookie, ids[0]!), remove(me.cookie, ids[1]!), remove(me.cookie, ids[1]!)]);
    expect(removed.map((r) => r.statusCode).sort()).toEqual([200, 200, 404]);
    expect(await countOf(me.user._id)).toBe(3);
  });
});

describe('PATCH /api/hackathon-edit/:id', () => {
  it('updates the own hackathon and answers it with the spec message', async () => {
    const me = await signUp(t.app);
    const { hackathon } = (await add(me.cookie)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/hackathon-edit/${hackathon._id}`,
      headers: as(me.cookie),
      payload: { name: 'HackMIT 2025', description: 'Built a better robot', outcome: 'Finalist' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Hackathon details updated successfully!',
      hackathon: { _id: hackathon._id, name: 'HackMIT 2025', description: 'Built a better robot', outcome: 'Finalist', date: '', role: '' },
    });
  });

  it("refuses to touch someone else's hackathon and changes nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const { hackathon } = (await add(owner.cookie)).json();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/hackathon-edit/${hackathon._id}`, headers: as(intruder.cookie), payload: { ...good, name: 'Pwned' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Hackathon not found' });
    expect(await stored(hackathon._id)).toMatchObject({ userId: owner.user._id, name: good.name });
  });

  it('answers 404 for malformed ids', async () => {
    const me = await signUp(t.app);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/hackathon-edit/temp-1', headers: as(me.cookie), payload: good });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/remove-hackathon/:id', () => {
  it("refuses to remove someone else's hackathon: it stays and both counts are unchanged", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    await add(intruder.cookie);
    const { hackathon } = (await add(owner.cookie)).json();
    const res = await remove(intruder.cookie, hackathon._id);
    expect(res.statusCode).toBe(404);
    expect(await stored(hackathon._id)).toBeDefined();
    expect(await countOf(owner.user._id)).toBe(1);
    expect(await countOf(intruder.user._id)).toBe(1);
  });

  it('removes the own hackathon', async () => {
    const me = await signUp(t.app);
    const { hackathon } = (await add(me.cookie)).json();
    const res = await remove(me.cookie, hackathon._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Hackathon removed successfully' });
    expect(await stored(hackathon._id)).toBeUndefined();
    expect(await countOf(me.user._id)).toBe(0);
  });
});
