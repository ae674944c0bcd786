import type { InboxItem, LiveSummary, TeamChanged, TeamRequestUpdate } from '@hackmate/shared/types';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/harness';
import { connectSocket, nextEvent, type ClientSocket } from '../../testing/sockets';
import { signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { runAutoTeam } from '../auto-team';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
const baseUrl = await t.listen();
const sockets: ClientSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});
const w = teamsWorld(t);
const { api } = w;
const [host] = await signUpMany(t.app, 1);

const inboxOf = async (who: SignedUp) => {
  const res = await api(who, 'GET', '/inbox');
  expect(res.statusCode).toBe(200);
  return res.json<{ data: InboxItem[] }>().data;
};
const pending = async (who: SignedUp) => (await api(who, 'GET', '/live/summary')).json<LiveSummary>().pendingRequests;
const socketOf = async (who: SignedUp) => {
  const s = await connectSocket(baseUrl, who.cookie);
  sockets.push(s);
  return s;
};

/** An event with a team owned by `owner`, and `lia` and `max` looking there. */
async function world() {
  const event = await w.createEvent(host);
  const [owner, lia, max] = await signUpMany(t.app, 3);
  const team = await w.createTeam(owner, event._id, { name: 'Byte Club' });
  for (const who of [lia, max]) await w.look(who, event._id);
  return { event, owner, lia, max, team };
}

describe('GET /api/inbox', () => {
  it('lists a connection request, an invite and a join request to a team one owns together, newest first, and the badge counts them', async () => {
    const { owner, lia, max, team } = await world();
    expect((await api(max, 'POST', `/reqs/send/interested/${owner.user._id}`)).statusCode).toBe(201);
    const join = await w.askToJoin(lia, team._id);
    expect((await inboxOf(owner)).map((i) => [i.kind, i.kind === 'proposal' ? '' : i.request._id])).toEqual([
      ['join', join._id],
      ['connection', expect.any(String)],
    ]);
    expect(await pending(owner)).toBe(2);

    const invite = await w.invite(owner, team._id, max);
    expect((await inboxOf(max)).map((i) => i.kind)).toEqual(['invite']);
    expect(await pending(max)).toBe(1);
    // Never anyone else's: the owner does not see their own invite, Lia sees nothing of it.
    expect((await inboxOf(owner)).some((i) => i.kind === 'invite')).toBe(false);
    expect(await inboxOf(lia)).toEqual([]);
    expect(JSON.stringify(await inboxOf(owner))).not.toContain('@');

    // Answered where it is listed, it leaves the list and the count.
    expect((await w.answer(max, invite._id, 'accepted')).statusCode).toBe(200);
    expect(await inboxOf(max)).toEqual([]);
    expect(await pending(max)).toBe(0);
  });

  it('lists a "Match me" proposal until the person answers it', async () => {
    const event = await w.createEvent(host, { minTeamSize: 2, maxTeamSize: 2 });
    const pair = await signUpMany(t.app, 2);
    for (const who of pair) {
      await w.look(who, event._id);
      expect((await api(who, 'PUT', `/events/${event._id}/match-me`, { on: true })).statusCode).toBe(200);
    }
    const [proposalId] = (await runAutoTeam(t.db, event._id)).proposed;
    const [ana] = pair;
    const items = await inboxOf(ana);
    expect(items).toEqual([expect.objectContaining({ kind: 'proposal', eventName: event.name, proposal: expect.objectContaining({ _id: proposalId }) })]);
    expect(await pending(ana)).toBe(1);
    expect((await api(ana, 'POST', `/auto-team/${proposalId}/answer`, { answer: 'yes' })).statusCode).toBe(200);
    expect(await inboxOf(ana)).toEqual([]);
    expect(await pending(ana)).toBe(0);
  });

  it('is for signed-in people only', async () => {
    expect((await api(null, 'GET', '/inbox')).statusCode).toBe(401);
  });
});

describe('live team requests', () => {
  it('tells the invited person at once who invited them to which team, and the owner the answer with the team changed', async () => {
    const { owner, lia, team } = await world();
    const liaTab = await socketOf(lia);
    const ownerTab = await socketOf(owner);
    const received = nextEvent<TeamRequestUpdate>(liaTab, 'teamRequestUpdate');
    const invite = await w.invite(owner, team._id, lia);
    expect(await received).toEqual({
      kind: 'received',
      requestId: invite._id,
      requestKind: 'invite',
      box: 'received',
      teamId: team._id,
      teamName: 'Byte Club',
      person: { _id: owner.user._id, fullName: owner.user.fullName },
    });

    const answered = nextEvent<TeamRequestUpdate>(ownerTab, 'teamRequestUpdate');
    const changed = nextEvent<TeamChanged>(ownerTab, 'teamChanged');
    expect((await w.answer(lia, invite._id, 'accepted')).statusCode).toBe(200);
    expect(await answered).toMatchObject({ kind: 'accepted', box: 'sent', requestKind: 'invite', teamId: team._id, person: { _id: lia.user._id, fullName: lia.user.fullName } });
    expect(await changed).toEqual({ teamId: team._id });
  });

  it('tells the owner of a join request, and the asker of a decline', async () => {
    const { owner, lia, team } = await world();
    const ownerTab = await socketOf(owner);
    const liaTab = await socketOf(lia);
    const received = nextEvent<TeamRequestUpdate>(ownerTab, 'teamRequestUpdate');
    const join = await w.askToJoin(lia, team._id);
    expect(await received).toMatchObject({ kind: 'received', requestKind: 'join', box: 'received', person: { _id: lia.user._id } });
    const declined = nextEvent<TeamRequestUpdate>(liaTab, 'teamRequestUpdate');
    expect((await w.answer(owner, join._id, 'declined')).statusCode).toBe(200);
    expect(await declined).toMatchObject({ kind: 'declined', box: 'sent', requestKind: 'join', person: { _id: owner.user._id } });
  });
});
