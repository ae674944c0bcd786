/**
 * Auto-team bench: `pnpm bench:teams [--people 1000] [--runs 7] [--limits 2-4,3-5,4-4,2-8] [--required design]`.
 *
 * A crowd of people looking for a team at one event, shaped like real hackathons
 * (`src/modules/auto-team/demo-pool.ts`: many frontend and backend developers, few designers and
 * hardware hackers; casual / serious / to win 50 / 35 / 15 %; time zones bunched around a few
 * regions), a new crowd each run. Per team size limits it runs the solver `--runs` times and
 * reports its time (p50 and max, the first run cold), the share of people placed, role coverage,
 * wishes met (roles people seek that a teammate brings), the share of teams within ±3 h and the
 * team sizes, next to the same numbers for teams filled in order of time zone. No database.
 * Checks the issue's goal: at most 1 s for 1,000 people. With `--required` it runs the organisers'
 * formation instead (teams-formation.ts).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  demoPool,
  fillInOrder,
  parseRequiredRoles,
  measureTeams,
  soughtRolesMet,
  proposeTeams,
  type ProposedTeam,
  type TeamCandidate,
  type TeamLimits,
} from '../src/modules/auto-team';
import { logger, ms, percentile } from './support';
import { benchFormation } from './teams-formation';

const { values: args } = parseArgs({
  // `pnpm bench:teams -- --people 5000` passes the `--` along.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    people: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '7' },
    limits: { type: 'string', default: '2-4,3-5,4-4,2-8' },
    required: { type: 'string' },
  },
});
const PEOPLE = Number(args.people);
const RUNS = Number(args.runs);
const LIMITS: TeamLimits[] = args.limits.split(',').map((pair) => {
  const [minSize, maxSize] = pair.split('-').map(Number);
  return { minSize: minSize!, maxSize: maxSize ?? minSize! };
});
const GOAL = { people: 1000, ms: 1000 };
if (!Number.isInteger(PEOPLE) || PEOPLE < 1 || !Number.isInteger(RUNS) || RUNS < 1 || LIMITS.some((l) => !(l.minSize >= 1 && l.maxSize >= Math.max(2, l.minSize) && l.maxSize <= 8))) {
  console.error('usage: bench:teams [--people N] [--runs N] [--limits min-max,min-max…] (1 ≤ min ≤ max ≤ 8, max ≥ 2)');
  process.exit(2);
}

const log = logger('bench:teams');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

interface Tally {
  placed: number[];
  coverage: number[];
  within: number[];
  met: number;
  wanted: number;
  sizes: Map<number, number>;
}
const tally = (): Tally => ({ placed: [], coverage: [], within: [], met: 0, wanted: 0, sizes: new Map() });

function count(into: Tally, teams: ProposedTeam[], pool: TeamCandidate[]): void {
  const quality = measureTeams(teams, pool);
  into.placed.push(quality.placedShare);
  into.coverage.push(quality.roleCoverage);
  into.within.push(quality.withinThreeHoursShare);
  const wishes = soughtRolesMet(teams, pool);
  into.met += wishes.met;
  into.wanted += wishes.wanted;
  for (const team of teams) into.sizes.set(team.memberIds.length, (into.sizes.get(team.memberIds.length) ?? 0) + 1);
}

function summary(t: Tally): string {
  const histogram = [...t.sizes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([size, n]) => `${size}:${(n / RUNS).toFixed(1)}`)
    .join(' ');
  return `placed ${pct(mean(t.placed))} (min ${pct(Math.min(...t.placed))}), role coverage ${mean(t.coverage).toFixed(3)}, wishes met ${pct(t.met / Math.max(1, t.wanted))}, within ±3 h ${pct(mean(t.within))}, teams by size ${histogram}`;
}

function main(): void {
  log(`${PEOPLE.toLocaleString('en')} people looking at one event, ${RUNS} runs per limits, a new crowd each run`);
  let pass = true;
  for (const limits of LIMITS) {
    const times: number[] = [];
    const solver = tally();
    const naive = tally();
    for (let run = 0; run < RUNS; run++) {
      const pool = demoPool(PEOPLE, { seed: run + 1 });
      const started = performance.now();
      const proposal = proposeTeams(pool, limits, { seed: run });
      times.push(performance.now() - started);
      count(solver, proposal.teams, pool);
      count(naive, fillInOrder(pool, limits), pool);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const max = sorted[sorted.length - 1]!;
    log(`limits ${limits.minSize}–${limits.maxSize}: p50 ${ms(percentile(sorted, 50))}, max ${ms(max)}`);
    log(`  solver:          ${summary(solver)}`);
    log(`  filled in order: ${summary(naive)}`);
    if (PEOPLE <= GOAL.people && max > GOAL.ms) pass = false;
  }
  if (PEOPLE > GOAL.people) return;
  console.log(`${pass ? 'PASS' : 'MISS'}: every run at most ${GOAL.ms} ms for ${PEOPLE.toLocaleString('en')} people`);
  if (!pass) process.exit(1);
}

if (args.required) {
  if (!benchFormation(PEOPLE, RUNS, LIMITS, parseRequiredRoles(args.required))) process.exit(1);
} else {
  main();
}
