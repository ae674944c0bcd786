import { eq } from 'drizzle-orm';
import { MESSAGES } from '@hackmate/shared/validation';
import { createTestApp } from '../../testing/harness';
import { signIn, signUp } from '../../testing/users';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function edit(cookie: string, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: as(cookie), payload: payload as object });
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/profile/view'],
    ['GET', '/api/profile/user/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/profile/edit'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'PATCH' ? { bio: 'x' } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/profile/view', () => {
  it('answers the own profile with e-mail, projects and hackathons, and nothing secret', async () => {
    const me = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/profile/add/project', headers: as(me.cookie), payload: { title: 'Bot', description: 'A bot', url: 'github.com/me/bot' } });
    await t.app.inject({ method: 'POST', url: '/api/profile/add/hackathon', headers: as(me.cookie), payload: { hackathon: { name: 'HackMIT', description: 'Built a bot', outcome: 'Winner' } } });

    const res = await t.app.inject({ method: 'GET', url: '/api/profile/view', headers: as(me.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ _id: me.user._id, userName: me.user.userName, emailId: me.user.emailId });
    expect(body.projects).toEqual([{ _id: expect.any(String), title: 'Bot', description: 'A bot', url: 'github.com/me/bot', techStack: '' }]);
    expect(body.hackathons).toEqual([{ _id: expect.any(String), name: 'HackMIT', description: 'Built a bot', outcome: 'Winner', date: '', role: '' }]);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|firebase/i);
  });
});

describe('GET /api/profile/user/:userId', () => {
  it('answers public fields with projects and hackathons, never the e-mail', async () => {
    const owner = await signUp(t.app);
    const viewer = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/profile/add/project', headers: as(owner.cookie), payload: { title: 'Site', description: 'Mine', url: 'https://example.com' } });

    const res = await t.app.inject({ method: 'GET', url: `/api/profile/user/${owner.user._id}`, headers: as(viewer.cookie) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: owner.user._id, fullName: owner.user.fullName, userName: owner.user.userName, hackathons: [] });
    expect(body.projects).toHaveLength(1);
    expect(body).not.toHaveProperty('emailId');
    expect(JSON.stringify(body)).not.toContain(owner.user.emailId);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|firebase/i);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])('answers 404 User not found for %j', async (id) => {
    const viewer = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/profile/user/${encodeURIComponent(id)}`, headers: as(viewer.cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('PATCH /api/profile/edit', () => {
  it('saves the editable fields and answers the own user', async () => {
    const me = await signUp(t.app);
    const res = await edit(me.cookie, {
      fullName: 'Ada Lovelace',
      userName: `ada_${me.user.userName}`.slice(0, 30),
      bio: '  Engines and poetry  ',
      socialIds: { Github: 'github.com/ada', Linkedin: 'https://linkedin.com/in/ada' },
      skills: ['REACT.JS', 'JavaScript', 'REACT.JS'],
      gradYear: 2027,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile updated successfully');
    expect(body.user).toMatchObject({
      _id: me.user._id,
      emailId: me.user.emailId,
      fullName: 'Ada Lovelace',
      bio: 'Engines and poetry',
      skills: ['REACT.JS', 'JavaScript'],
      gradYear: 2027,
      socialIds: { Github: 'github.com/ada', Linkedin: 'https://linkedin.com/in/ada', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
    });
    const view = await t.app.inject({ method: 'GET', url: '/api/profile/view', headers: as(me.cookie) });
    expect(view.json()).toMatchObject({ fullName: 'Ada Lovelace', gradYear: 2027, skills: ['REACT.JS', 'JavaScript'] });
  });

  it('stores the roles chosen from the list, shows them, and falls back to the skills when none are', async () => {
    const me = await signUp(t.app);
    const saved = await edit(me.cookie, { skills: ['REACT.JS', 'POSTGRES'], roles: [] });
    expect(saved.json().user).toMatchObject({ roles: ['frontend', 'backend'], chosenRoles: [] });
    const chosen = await edit(me.cookie, { roles: ['design', 'frontend', 'design'] });
    expect(chosen.json().user).toMatchObject({ roles: ['frontend', 'design'], chosenRoles: ['frontend', 'design'] });
    expect((await row(me.user._id)).roles).toEqual(['frontend', 'design']);
    const bad = await edit(me.cookie, { roles: ['wizard'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('roles.0');
  });

  it('onboarding sends only skills and gradYear; other fields are kept', async () => {
    const me = await signUp(t.app);
    await edit(me.cookie, { bio: 'hello' });
    const res = await edit(me.cookie, { skills: ['PYTHON'], gradYear: '2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ bio: 'hello', skills: ['PYTHON'], gradYear: 2026, fullName: me.user.fullName });
  });

  it('keeps social platforms left out of the body and drops unknown ones', async () => {
    const me = await signUp(t.app);
    await edit(me.cookie, { socialIds: { Github: 'github.com/a', LeetCode: 'leetcode.com/a' } });
    const res = await edit(me.cookie, { socialIds: { Github: '', MySpace: 'myspace.com/a' } });
    expect(res.json().user.socialIds).toEqual({ Linkedin: '', Github: '', LeetCode: 'leetcode.com/a', GeeksForGeeks: '', CodeForces: '', CodeChef: '' });
  });

  it('ignores everything that is not editable (mass assignment)', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const before = await row(me.user._id);
    const res = await edit(me.cookie, {
      bio: 'mine',
      emailId: 'evil@example.com',
      password: 'Hacked#12345',
      passwordHash: 'x',
      _id: other.user._id,
      id: other.user._id,
      hackathonCount: 99,
      firebaseUid: 'forged',
      roleMask: 255,
      lastActiveAt: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    const after = await row(me.user._id);
    expect(after).toMatchObject({ bio: 'mine', emailId: before.emailId, passwordHash: before.passwordHash, hackathonCount: 0, firebaseUid: null, roles: [] });
    expect((await row(other.user._id)).bio).toBe('');
    // The old password still works and the new one does not.
    await expect(signIn(t.app, me.user.emailId, me.password)).resolves.toMatch(/^token=/);
    await expect(signIn(t.app, me.user.emailId, 'Hacked#12345')).rejects.toThrow();
  });

  it('refuses a username someone else has with 409', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await edit(me.cookie, { userName: other.user.userName });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'USERNAME_TAKEN', message: 'That username is already taken' });
    expect((await row(me.user._id)).userName).toBe(me.user.userName);
    // Keeping one's own username is not a conflict.
    expect((await edit(me.cookie, { userName: me.user.userName })).statusCode).toBe(200);
  });

  it.each([
    [{ userName: 'Ada Lovelace' }, MESSAGES.usernameRule],
    [{ skills: ['REACT.JS', 'COBOL'] }, 'Skills must come from the catalogue'],
    [{ gradYear: 1200 }, 'Enter a valid graduation year'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ socialIds: { Github: 'x'.repeat(201) } }, 'Github link is too long'],
    [{ fullName: '   ' }, 'Full name is required'],
  ])('refuses %j with 400 and the rule', async (payload, message) => {
    const me = await signUp(t.app);
    const res = await edit(me.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message });
  });

  it('changes the full name, trimmed, up to 80 characters, and others see the new one', async () => {
    const me = await signUp(t.app);
    const viewer = await signUp(t.app);
    const renamed = await edit(me.cookie, { fullName: '  Ada King  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.fullName).toBe('Ada King');
    const seen = await t.app.inject({ method: 'GET', url: `/api/profile/user/${me.user._id}`, headers: as(viewer.cookie) });
    expect(seen.json().fullName).toBe('Ada King');
    expect((await edit(me.cookie, { fullName: 'a'.repeat(80) })).statusCode).toBe(200);
    const long = await edit(me.cookie, { fullName: 'a'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'VALIDATION', message: 'Full name must be at most 80 characters', details: { fullName: expect.any(String) } });
    expect((await row(me.user._id)).fullName).toBe('a'.repeat(80));
  });

  it.each([
    ['Github', 'https://gitlab.com/ada', 'Enter your GitHub profile URL, like https://github.com/ana'],
    ['Github', 'ada', 'Enter your GitHub profile URL, like https://github.com/ana'],
    ['Linkedin', 'linkedin.com/company/acme', 'Enter your LinkedIn profile URL, like https://linkedin.com/in/ana'],
    ['CodeChef', 'https://codeforces.com/profile/ada', 'Enter your CodeChef profile URL, like https://www.codechef.com/users/ana'],
  ])('refuses a %s link %j that is not a profile there, saying what is expected, and keeps the old one', async (platform, link, message) => {
    const me = await signUp(t.app);
    await edit(me.cookie, { socialIds: { Github: 'github.com/ada' } });
    const res = await edit(me.cookie, { bio: 'changed', socialIds: { [platform]: link } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message, details: { [`socialIds.${platform}`]: message } });
    expect(await row(me.user._id)).toMatchObject({ bio: '', socialIds: expect.objectContaining({ Github: 'github.com/ada' }) });
  });

  it('stores profile links of each platform as typed, trimmed', async () => {
    const me = await signUp(t.app);
    const socialIds = {
      Linkedin: 'https://uk.linkedin.com/in/ada-king',
      Github: ' github.com/ada-king ',
      LeetCode: 'leetcode.com/u/ada',
      GeeksForGeeks: 'https://www.geeksforgeeks.org/user/ada/',
      CodeForces: 'codeforces.com/profile/ada',
      CodeChef: 'https://www.codechef.com/users/ada',
    };
    const res = await edit(me.cookie, { socialIds });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.socialIds).toEqual({ ...socialIds, Github: 'github.com/ada-king' });
  });

  it('refuses a graduation year that is not a number', async () => {
    const me = await signUp(t.app);
    const res = await edit(me.cookie, { gradYear: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { gradYear: expect.any(String) } });
    expect((await row(me.user._id)).gradYear).toBeNull();
  });

  it('lets the picture change only to an own upload or back to the default', async () => {
    const me = await signUp(t.app);
    const tracker = await edit(me.cookie, { profileUrl: 'https://tracker.example.com/pixel.gif' });
    expect(tracker.statusCode).toBe(400);
    expect(tracker.json()).toMatchObject({ error: 'VALIDATION', details: { profileUrl: expect.any(String) } });
    const upload = `/api/uploads/${'a'.repeat(64)}.webp`;
    expect((await edit(me.cookie, { profileUrl: upload })).json().user.profileUrl).toBe(upload);
    // Sending the current value back (the profile screen always does) is fine.
    expect((await edit(me.cookie, { profileUrl: upload, bio: 'b' })).statusCode).toBe(200);
    expect((await edit(me.cookie, { profileUrl: '' })).json().user.profileUrl).toBe('');
  });

  it('clears the graduation year with null or an empty string', async () => {
    const me = await signUp(t.app);
    await edit(me.cookie, { gradYear: 2025 });
    expect((await edit(me.cookie, { gradYear: '' })).json().user.gradYear).toBeNull();
    await edit(me.cookie, { gradYear: 2025 });
    expect((await edit(me.cookie, { gradYear: null })).json().user.gradYear).toBeNull();
  });
});
