import {
  candidateParts,
  candidateReasons,
  candidateScore,
  hoursText,
  hoursToFarthest,
  teamCommitment,
  type CandidateFacts,
  type CandidateParts,
  type TeamProfile,
} from './candidate-score';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const neutral: CandidateParts = { openPlaces: 0, openRole: null, wanted: [], theySeek: [], sameCommitment: null, hoursApart: null, band: 2, interested: false };
const with_ = (parts: Partial<CandidateParts>) => candidateScore({ ...neutral, ...parts });
const gain = (parts: Partial<CandidateParts>) => with_(parts) - with_({});

const team: TeamProfile = {
  openRoles: [
    { role: 'design', count: 1 },
    { role: 'backend', count: 2 },
  ],
  bring: new Set(['frontend']),
  seek: new Set(['ml', 'backend']),
  commitment: 'to-win',
  offsets: [60, 120],
};
const person = (facts: Partial<CandidateFacts> = {}): CandidateFacts => ({
  bring: [],
  seek: [],
  commitment: 'casual',
  offset: 60,
  lastActiveMs: NOW - 10 * DAY,
  interested: false,
  ...facts,
});

describe('the team-gap score, term by term', () => {
  it('open roles: 60 per open place they could fill, weighted by how many the team wants, three at most', () => {
    expect(gain({ openPlaces: 1, openRole: 'design' })).toBe(60);
    expect(gain({ openPlaces: 2, openRole: 'backend' })).toBe(120);
    expect(with_({ openPlaces: 5, openRole: 'backend' })).toBe(with_({ openPlaces: 3, openRole: 'backend' }));
    expect(candidateParts(team, person({ bring: ['backend'] }), NOW)).toMatchObject({ openPlaces: 2, openRole: 'backend' });
    expect(candidateParts(team, person({ bring: ['design', 'backend'] }), NOW)).toMatchObject({ openPlaces: 3, openRole: 'backend' });
    expect(candidateParts(team, person({ bring: ['frontend'] }), NOW)).toMatchObject({ openPlaces: 0, openRole: null });
    // A full team wants nobody (its open roles read as none).
    expect(candidateParts({ ...team, openRoles: [] }, person({ bring: ['backend'] }), NOW).openPlaces).toBe(0);
  });

  it('open roles are the biggest term: one open place outweighs every other term together', () => {
    const everythingElse = with_({ wanted: ['ml', 'backend'], theySeek: ['frontend', 'design'], sameCommitment: 'to-win', hoursApart: 0, band: 0, interested: true });
    expect(with_({ openPlaces: 1, openRole: 'design', band: 2 })).toBeGreaterThan(everythingElse);
  });

  it('what members seek: 8 per role they bring that a member asked for, two at most', () => {
    expect(gain({ wanted: ['ml'] })).toBe(8);
    expect(gain({ wanted: ['ml', 'backend', 'design'] })).toBe(16);
    expect(candidateParts(team, person({ bring: ['devops', 'ml', 'backend'] }), NOW).wanted).toEqual(['backend', 'ml']);
  });

  it('what they seek: 4 per role they asked for that a member brings, two at most', () => {
    expect(gain({ theySeek: ['frontend'] })).toBe(4);
    expect(gain({ theySeek: ['frontend', 'design', 'ml'] })).toBe(8);
    expect(candidateParts(team, person({ seek: ['frontend', 'mobile'] }), NOW).theySeek).toEqual(['frontend']);
  });

  it('commitment: 10 when it is the team’s', () => {
    expect(gain({ sameCommitment: 'to-win' })).toBe(10);
    expect(candidateParts(team, person({ commitment: 'to-win' }), NOW).sameCommitment).toBe('to-win');
    expect(candidateParts(team, person({ commitment: 'serious' }), NOW).sameCommitment).toBeNull();
    expect(candidateParts({ ...team, commitment: null }, person({ commitment: 'serious' }), NOW).sameCommitment).toBeNull();
  });

  it('time zone: closer to the farthest member scores more; unknown scores nothing', () => {
    expect([0, 1, 1.5, 3, 5.5, 6, 6.5, 12, null].map((hoursApart) => gain({ hoursApart }))).toEqual([10, 10, 6, 6, 2, 2, 0, 0, 0]);
    // Members at UTC+1 and UTC+2: someone at UTC−3 is 5 h from the farthest.
    expect(candidateParts(team, person({ offset: -180 }), NOW).hoursApart).toBe(5);
    expect(candidateParts({ ...team, offsets: [] }, person(), NOW).hoursApart).toBeNull();
  });

  it('activity: the recently active rise, anyone away for over 30 days sinks below an open role', () => {
    expect([0, 1, 2, 3].map((band) => gain({ band: band as CandidateParts['band'] }))).toEqual([6, 3, 0, -42]);
    expect([0.5, 3, 20, 31].map((days) => candidateParts(team, person({ lastActiveMs: NOW - days * DAY }), NOW).band)).toEqual([0, 1, 2, 3]);
    // Filling an open role but away for over a month: after an active person of the same commitment nearby.
    expect(with_({ openPlaces: 1, openRole: 'design', band: 3 })).toBeLessThan(with_({ sameCommitment: 'to-win', hoursApart: 1, band: 0 }));
  });

  it('reciprocity: having said Interested to a member adds 6', () => {
    expect(gain({ interested: true })).toBe(6);
    expect(candidateParts(team, person({ interested: true }), NOW).interested).toBe(true);
  });
});

describe('the helpers of the score', () => {
  it('hoursToFarthest measures round the dial to the farthest member', () => {
    expect(hoursToFarthest(0, [60, -120])).toBe(2);
    // UTC+13 and UTC−10 show the same time of day: an hour apart.
    expect(hoursToFarthest(13 * 60, [-10 * 60])).toBe(1);
    expect(hoursToFarthest(330, [0])).toBe(5.5);
    expect(hoursToFarthest(0, [])).toBeNull();
  });

  it('teamCommitment is what most members chose; a tie goes to the owner, else the more serious', () => {
    const m = (commitment: 'casual' | 'serious' | 'to-win' | null, owner = false) => ({ commitment, owner });
    expect(teamCommitment([m('casual', true), m('serious'), m('serious')])).toBe('serious');
    expect(teamCommitment([m('casual', true), m('to-win')])).toBe('casual');
    expect(teamCommitment([m(null, true), m('casual'), m('to-win')])).toBe('to-win');
    expect(teamCommitment([m(null, true)])).toBeNull();
    expect(teamCommitment([])).toBeNull();
  });

  it('hoursText', () => {
    expect([0.75, 1, 2, 5.5, 5.75].map(hoursText)).toEqual(['45 min', '1 h', '2 h', '5.5 h', '5.75 h']);
  });
});

describe('reasons on a candidate card', () => {
  it('names the strongest one or two, an open role first', () => {
    expect(candidateReasons({ ...neutral, openPlaces: 1, openRole: 'backend', sameCommitment: 'to-win', hoursApart: 2, band: 0 })).toEqual([
      'Backend developer — an open role',
      'Same commitment: to win',
    ]);
    expect(candidateReasons({ ...neutral, hoursApart: 2, theySeek: ['frontend'] })).toEqual(['2 h from your team', 'Wants Frontend — your team has it']);
    expect(candidateReasons({ ...neutral, hoursApart: 0 })).toEqual(['Same time zone as your team']);
    expect(candidateReasons({ ...neutral, wanted: ['ml'], band: 1 })).toEqual(['ML / data person — your team seeks one', 'Active this week']);
    expect(candidateReasons({ ...neutral, hoursApart: 9 })).toEqual(['Looking for a team here']);
  });

  it('does not name the open role twice when members seek it too', () => {
    expect(candidateReasons({ ...neutral, openPlaces: 1, openRole: 'backend', wanted: ['backend'], band: 0 })).toEqual(['Backend developer — an open role', 'Active today']);
  });

  it('never says that someone said Interested', () => {
    const liked = candidateReasons({ ...neutral, interested: true, band: 1 });
    expect(liked).toEqual(candidateReasons({ ...neutral, band: 1 }));
    expect(liked.join(' ')).not.toMatch(/lik|interest/i);
  });
});
