import { randomBytes } from 'node:crypto';
import type { EventDetail, TeamDetail, TeamRequest } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { events, teamRequests } from '../db/schema';
import type { TestApp } from './harness';
import { signUp, type SignedUp } from './users';

const DAY = 86_400_000;
const run = randomBytes(3).toString('hex');
let counter = 0;

/** `n` SignedUp, as a tuple: `const [ann, ben] = await signUpMany(app, 2)` needs no `!`. */
type Many<N extends number, T extends SignedUp[] = []> = number extends N ? SignedUp[] : T['length'] extends N ? T : Many<N, [...T, SignedUp]>;

/** Signs up `n` new accounts at once. */
export function signUpMany<N extends number>(app: TestApp['app'], n: N): Promise<Many<N>> {
  return Promise.all(Array.from({ length: n }, () => signUp(app))) as Promise<Many<N>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls `/api<url>` as `who` (null: without a session). */
export function apiAs(t: TestApp) {
  return (who: SignedUp | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
}

/** A valid new event body, a week from now, with a name no other call in this run uses. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(Date.now() + 7 * DAY);
  return {
    name: `Hack ${run} ${(++counter).toString(36)}`,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * DAY).toISOString(),
    mode: 'online',
    website: 'https://hack.example.com',
    minTeamSize: 1,
    maxTeamSize: 4,
    ...overrides,
  };
}

export const lookingBody = (overrides: Record<string, unknown> = {}) => ({
  looking: true,
  bring: ['backend'],
  seek: ['frontend'],
  commitment: 'serious',
  timeZone: 'Europe/Berlin',
  pitch: 'I build APIs.',
  ...overrides,
});

function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** Helpers that go through the API as a client would, failing loudly on an unexpected answer. */
export function teamsWorld(t: TestApp) {
  const api = apiAs(t);
  return {
    api,
    async createEvent(who: SignedUp, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
      const res = await api(who, 'POST', '/events', eventBody(overrides));
      expectStatus(res, 201, 'create event');
      return res.json<{ data: EventDetail }>().data;
    },
    async look(who: SignedUp, eventId: string, overrides: Record<string, unknown> = {}): Promise<void> {
      expectStatus(await api(who, 'PUT', `/events/${eventId}/attendance`, lookingBody(overrides)), 200, 'looking');
    },
    async createTeam(who: SignedUp, eventId: string, body: Record<string, unknown> = {}): Promise<TeamDetail> {
      const res = await api(who, 'POST', `/events/${eventId}/teams`, { name: `Team ${(++counter).toString(36)}`, openRoles: [], ...body });
      expectStatus(res, 201, 'create team');
      return res.json<{ data: TeamDetail }>().data;
    },
    async team(who: SignedUp, teamId: string): Promise<TeamDetail> {
      const res = await api(who, 'GET', `/teams/${teamId}`);
      expectStatus(res, 200, 'read team');
      return res.json<{ data: TeamDetail }>().data;
    },
    async askToJoin(who: SignedUp, teamId: string, body: Record<string, unknown> = {}): Promise<TeamRequest> {
      const res = await api(who, 'POST', `/teams/${teamId}/join-requests`, body);
      expectStatus(res, 201, 'join request');
      return res.json<{ data: TeamRequest }>().data;
    },
    async invite(owner: SignedUp, teamId: string, person: SignedUp, body: Record<string, unknown> = {}): Promise<TeamRequest> {
      const res = await api(owner, 'POST', `/teams/${teamId}/invites`, { userId: person.user._id, ...body });
      expectStatus(res, 201, 'invite');
      return res.json<{ data: TeamRequest }>().data;
    },
    answer(who: SignedUp, requestId: string, answer: string) {
      return api(who, 'PATCH', `/team-requests/${requestId}/${answer}`);
    },
    /** `person` looks at the team's event, asks to join and `owner` accepts. */
    async join(owner: SignedUp, person: SignedUp, team: { _id: string; eventId: string }, role?: string): Promise<void> {
      await this.look(person, team.eventId);
      const request = await this.askToJoin(person, team._id, role ? { role } : {});
      expectStatus(await this.answer(owner, request._id, 'accepted'), 200, 'accept');
    },
  };
}

/** Moves the event into the past (it ended an hour ago), straight in the database. */
export async function endEvent(t: TestApp, eventId: string): Promise<void> {
  await t.db
    .update(events)
    .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 hour'` })
    .where(eq(events.id, eventId));
}

/** Makes a request as old as `days` days, straight in the database (its 7 days run from its creation). */
export async function ageRequest(t: TestApp, requestId: string, days: number): Promise<void> {
  await t.db
    .update(teamRequests)
    .set({ createdAt: sql`now() - make_interval(days => ${days})`, expiresAt: sql`now() - make_interval(days => ${days}) + interval '7 days'` })
    .where(eq(teamRequests.id, requestId));
}
