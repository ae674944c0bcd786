import { eq } from 'drizzle-orm';
import { autoTeamProposals } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { tryRoundLock } from './round-repository';
import { runAutoTeam } from './round-service';

// PostgreSQL only: the embedded database has one connection, so a round cannot run while another
// transaction holds it open. Here each runs on its own pooled connection, as in several processes.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);

async function readyEvent() {
  const [host, ...crowd] = await signUpMany(t.app, 5);
  const event = await w.createEvent(host, { minTeamSize: 2, maxTeamSize: 2 });
  for (const who of crowd) {
    await w.look(who, event._id);
    expect((await w.api(who, 'PUT', `/events/${event._id}/match-me`, { on: true })).statusCode).toBe(200);
  }
  return event;
}
const proposalsAt = (eventId: string) => t.db.$count(autoTeamProposals, eq(autoTeamProposals.eventId, eventId));

describe("the round's advisory lock", () => {
  it('skips a round while another holds the event, and runs once it is released', async () => {
    const event = await readyEvent();
    const other = await readyEvent();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      expect(await tryRoundLock(tx, event._id)).toBe(true);
      locked();
      await held;
    });
    await isLocked;

    expect(await runAutoTeam(t.db, event._id)).toEqual({ ran: false, settled: [], proposed: [] });
    expect(await proposalsAt(event._id)).toBe(0);
    // Another event's round is not held up.
    expect((await runAutoTeam(t.db, other._id)).proposed).toHaveLength(2);

    release();
    await holder;
    expect((await runAutoTeam(t.db, event._id)).proposed).toHaveLength(2);
    expect(await proposalsAt(event._id)).toBe(2);
  });

  it('lets only one of many rounds started at once make proposals', async () => {
    const event = await readyEvent();
    const rounds = await Promise.all(Array.from({ length: 4 }, () => runAutoTeam(t.db, event._id)));
    expect(rounds.flatMap((r) => r.proposed)).toHaveLength(2);
    expect(await proposalsAt(event._id)).toBe(2);
  });
});
