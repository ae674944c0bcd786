import type { Match, RequestUpdate } from '@hackmate/shared/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { collect, until } from '../../testing/sockets';
import { endEvent, teamsWorld } from '../../testing/teams';
import { signUp, type SignedUp } from '../../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const api = (who: SignedUp, method: 'POST' | 'PATCH', url: string) => w.t.app.inject({ method, url: `/api${url}`, headers: { cookie: who.cookie } });

async function person(fullName: string, skills: string[], roles: string[] = []): Promise<SignedUp> {
  const who = await signUp(w.t.app, { fullName });
  await w.t.db.update(users).set({ skills, roles, profileUrl: `https://pics.example.com/${who.user._id}.png` }).where(eq(users.id, who.user._id));
  return who;
}

describe('a match: a swipe or an accept that connects two people says so', () => {
  it('answers the swiper with the partner and what they share, and tells the one who liked first live', async () => {
    const teams = teamsWorld(w.t);
    const [ana, ben] = [await person('Ana Lima', ['React', 'Rust', 'Figma'], ['frontend']), await person('Ben Ode', ['rust', 'react', 'Go'], ['frontend', 'backend'])];
    // Both go to two events; the one that ended does not count, the soonest open one does.
    const past = await teams.createEvent(ana);
    const later = await teams.createEvent(ana, { startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 21 * 86_400_000).toISOString() });
    const soon = await teams.createEvent(ben);
    for (const event of [past, later, soon]) for (const who of [ana, ben]) await teams.look(who, event._id);
    await endEvent(w.t, past._id);

    const toBen = collect<RequestUpdate>(await w.socket(ben), 'requestUpdate');
    const liked = await api(ben, 'POST', `/reqs/send/interested/${ana.user._id}`);
    expect(liked.statusCode).toBe(201);
    // A request waiting for an answer is not a match.
    expect(liked.json()).not.toHaveProperty('match');

    const swiped = await api(ana, 'POST', `/reqs/send/interested/${ben.user._id}`);
    expect(swiped.statusCode).toBe(201);
    const forAna: Match = swiped.json().match;
    expect(forAna).toEqual({
      partner: { _id: ben.user._id, fullName: 'Ben Ode', profileUrl: `https://pics.example.com/${ben.user._id}.png` },
      sharedSkills: ['rust', 'react'],
      sharedRoles: ['frontend'],
      sharedEvent: { _id: soon._id, name: soon.name },
    });

    await until(() => toBen.some((u) => u.kind === 'accepted'), 'the match reaching Ben');
    expect(toBen.find((u) => u.kind === 'accepted')).toEqual({
      kind: 'accepted',
      person: { _id: ana.user._id, fullName: 'Ana Lima' },
      match: {
        partner: { _id: ana.user._id, fullName: 'Ana Lima', profileUrl: `https://pics.example.com/${ana.user._id}.png` },
        sharedSkills: ['React', 'Rust'],
        sharedRoles: ['frontend'],
        sharedEvent: { _id: soon._id, name: soon.name },
      },
    });
  });

  it('says so on an accept from the requests screen, with nothing shared when nothing is', async () => {
    const [cy, dee] = [await person('Cy Park', ['Python']), await person('Dee Dunn', ['Swift'])];
    const toCy = collect<RequestUpdate>(await w.socket(cy), 'requestUpdate');
    const sent = (await api(cy, 'POST', `/reqs/send/interested/${dee.user._id}`)).json().request;

    const accepted = await api(dee, 'PATCH', `/reqs/review/accepted/${sent._id}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().match).toMatchObject({ partner: { _id: cy.user._id, fullName: 'Cy Park' }, sharedSkills: [], sharedEvent: null });

    await until(() => toCy.some((u) => u.kind === 'accepted'), 'the match reaching Cy');
    expect(toCy.find((u) => u.kind === 'accepted')?.match?.partner).toMatchObject({ _id: dee.user._id, fullName: 'Dee Dunn' });
  });

  it('is never claimed for an ignore, a pass or a rejection', async () => {
    const [eve, fay, gus] = [await person('Eve Evans', ['Go']), await person('Fay Ford', ['Go']), await person('Gus Gray', ['Go'])];
    const ignored = await api(eve, 'POST', `/reqs/send/ignore/${fay.user._id}`);
    expect(ignored.json()).not.toHaveProperty('match');
    // Fay's Interested answered by Gus's Ignore: a pass.
    await api(fay, 'POST', `/reqs/send/interested/${gus.user._id}`);
    const passed = await api(gus, 'POST', `/reqs/send/ignore/${fay.user._id}`);
    expect(passed.json()).toMatchObject({ request: { status: 'rejected' } });
    expect(passed.json()).not.toHaveProperty('match');
    const sent = (await api(eve, 'POST', `/reqs/send/interested/${gus.user._id}`)).json().request;
    const rejected = await api(gus, 'PATCH', `/reqs/review/rejected/${sent._id}`);
    expect(rejected.json()).not.toHaveProperty('match');
  });
});
