import type { EventSummary } from '@hackmate/shared/contracts';
import { dateFormat } from '@hackmate/shared/ui';

/**
 * When it runs, in the viewer's locale and time zone (or the ones given, for tests): one date
 * when it starts and ends the same day, "Mar 3, 2026, 9:00 AM – Mar 5, 2026, 6:00 PM" otherwise.
 */
export function eventDatesText(startsAt: string, endsAt: string, locale?: string, timeZone?: string): string {
  // With the zone's name: people going to an online event sit in different zones, and a time
  // without one is read as the organiser's as often as as one's own.
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone } as const;
  return dateFormat(locale, options).formatRange(new Date(startsAt), new Date(endsAt));
}

/** "Online", or the city it takes place in. */
export const placeText = (event: Pick<EventSummary, 'mode' | 'city'>) => (event.mode === 'online' ? 'Online' : (event.city ?? 'In person'));

/** "Teams of 1–4", or "Teams of 4" when every team has that size. */
export function teamSizeText({ minTeamSize, maxTeamSize }: Pick<EventSummary, 'minTeamSize' | 'maxTeamSize'>): string {
  return minTeamSize === maxTeamSize ? `Teams of ${maxTeamSize}` : `Teams of ${minTeamSize}–${maxTeamSize}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 going · 5 looking · 3 teams". */
export function countsText({ goingCount, lookingCount, teamCount }: Pick<EventSummary, 'goingCount' | 'lookingCount' | 'teamCount'>): string {
  return [`${goingCount} going`, `${lookingCount} looking`, plural(teamCount, 'team', 'teams')].join(' · ');
}
