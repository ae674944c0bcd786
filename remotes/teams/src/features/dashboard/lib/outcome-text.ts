import type { EventOutcome } from '@hackmate/shared/contracts';

/** A duration in minutes as people say it: "45 min", "5.5 h", "1.3 days". */
export function durationText(minutes: number): string {
  if (minutes < 90) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 1440).toFixed(1)} days`;
}

/** The outcome in two lines: the share in a team (at the deadline, or so far) and the median wait. */
export function outcomeText(outcome: EventOutcome): { share: string; wait: string } {
  const when = outcome.atDeadline ? 'at the formation deadline' : 'so far';
  const share =
    outcome.share === null
      ? `Nobody was going ${outcome.atDeadline ? 'by the formation deadline' : 'yet'}.`
      : `${Math.round(outcome.share * 100)}% of participants in a team ${when} (${outcome.inTeams} of ${outcome.participants}).`;
  const wait = outcome.medianMinutesToTeam === null ? 'Nobody is in a team yet.' : `Median time from going to being in a team: ${durationText(outcome.medianMinutesToTeam)}.`;
  return { share, wait };
}
