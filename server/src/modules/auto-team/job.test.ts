import type { MyAutoTeam } from '@hackmate/shared/contracts';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';

// Tests run rounds themselves; this app asks for the timer, every second.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', AUTO_TEAM_EVERY_SECONDS: '1' } });
afterAll(() => t.close());
const w = teamsWorld(t);

describe('the periodic round', () => {
  it('proposes a team to people who opted in, without anyone asking', async () => {
    expect(t.config.autoTeamEveryMs).toBe(1000);
    const [host, ann, ben] = await signUpMany(t.app, 3);
    const event = await w.createEvent(host, { minTeamSize: 2, maxTeamSize: 2 });
    for (const who of [ann, ben]) {
      await w.look(who, event._id);
      await w.api(who, 'PUT', `/events/${event._id}/match-me`, { on: true });
    }
    const deadline = Date.now() + 15_000;
    let mine: MyAutoTeam | undefined;
    while (Date.now() < deadline) {
      mine = (await w.api(ann, 'GET', `/events/${event._id}/auto-team`)).json<{ data: MyAutoTeam }>().data;
      if (mine.proposal) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mine?.proposal?.members.map((m) => m.user._id).sort()).toEqual([ann.user._id, ben.user._id].sort());
  });
});
