import { eq } from 'drizzle-orm';
import { MESSAGES } from '@hackmate/shared/validation';
import { createTestApp } from '../../../testing/harness';
import { signUp } from '../../../testing/users';
import { projects } from '../../../db/schema';
import { MAX_PROJECTS } from './projects';

const t = await createTestApp();
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const good = { title: 'Hackmate', description: 'Find teammates', url: 'github.com/me/hackmate' };

async function add(cookie: string, payload: object = good) {
  return t.app.inject({ method: 'POST', url: '/api/profile/add/project', headers: as(cookie), payload });
}
const stored = async (id: string) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0];

describe('POST /api/profile/add/project', () => {
  it('creates the project and answers 201 with it, so the client can swap its temp- id', async () => {
    const me = await signUp(t.app);
    const res = await add(me.cookie, { ...good, userId: '00000000-0000-4000-8000-000000000000', _id: 'temp-123', techStack: 'x' });
    expect(res.statusCode).toBe(201);
    const { message, project } = res.json();
    expect(message).toBe('Project added successfully');
    expect(project).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...good, techStack: '' });
    expect(await stored(project._id)).toMatchObject({ userId: me.user._id, title: good.title });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/add/project', payload: good })).statusCode).toBe(401);
  });

  it.each([{ ...good, title: ' ' }, { ...good, description: '' }, { title: 'x', description: 'y' }])(
    'refuses incomplete details %j with the create message',
    async (payload) => {
      const me = await signUp(t.app);
      const res = await add(me.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', message: MESSAGES.projectCreateIncomplete });
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'not a url'])('refuses the url %j', async (url) => {
    const me = await signUp(t.app);
    const res = await add(me.cookie, { ...good, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { url: expect.any(String) } });
  });

  it(`stops at ${MAX_PROJECTS} projects per user`, async () => {
    const me = await signUp(t.app);
    await t.db.insert(projects).values(Array.from({ length: MAX_PROJECTS }, (_, i) => ({ userId: me.user._id, title: `p${i}`, description: 'd', url: 'a.io' })));
    const res = await add(me.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'LIMIT_REACHED' });
  });
});

describe('PATCH /api/project-edit/:id', () => {
  it('updates the own project and answers it', async () => {
    const me = await signUp(t.app);
    const { project } = (await add(me.cookie)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/project-edit/${project._id}`,
      headers: as(me.cookie),
      payload: { title: 'Hackmate 2', description: 'Better', url: 'https://hackmate.dev', userId: 'someone' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Project updated successfully', project: { _id: project._id, title: 'Hackmate 2', description: 'Better', url: 'https://hackmate.dev', techStack: '' } });
    expect(await stored(project._id)).toMatchObject({ userId: me.user._id, title: 'Hackmate 2' });
  });

  it("refuses to touch someone else's project and changes nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const { project } = (await add(owner.cookie)).json();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/project-edit/${project._id}`, headers: as(intruder.cookie), payload: { ...good, title: 'Pwned' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Project not found' });
    expect(await stored(project._id)).toMatchObject({ userId: owner.user._id, title: good.title });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const me = await signUp(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'temp-abc', '1;drop table projects']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/project-edit/${encodeURIComponent(id)}`, headers: as(me.cookie), payload: good });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses emptied fields with the update message', async () => {
    const me = await signUp(t.app);
    const { project } = (await add(me.cookie)).json();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/project-edit/${project._id}`, headers: as(me.cookie), payload: { ...good, url: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.projectUpdateIncomplete });
    expect(await stored(project._id)).toMatchObject({ url: good.url });
  });
});

describe('DELETE /api/remove-project/:id', () => {
  it('removes the own project', async () => {
    const me = await signUp(t.app);
    const { project } = (await add(me.cookie)).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/remove-project/${project._id}`, headers: as(me.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Project removed successfully' });
    expect(await stored(project._id)).toBeUndefined();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/remove-project/${project._id}`, headers: as(me.cookie) });
    expect(again.statusCode).toBe(404);
  });

  it("refuses to remove someone else's project and keeps it", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const { project } = (await add(owner.cookie)).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/remove-project/${project._id}`, headers: as(intruder.cookie) });
    expect(res.statusCode).toBe(404);
    expect(await stored(project._id)).toBeDefined();
  });
});
