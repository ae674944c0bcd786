import type { AutoTeamProposal } from '@hackmate/shared/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "23 h left", "1 h 5 min left", "12 min left", "Less than a minute left"; "Time is up" at the end. */
export function timeLeftText(expiresAt: string, now: number = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'Time is up';
  if (left < MINUTE) return 'Less than a minute left';
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (hours === 0) return `${minutes} min left`;
  if (hours >= 10 || minutes === 0) return `${hours} h left`;
  return `${hours} h ${minutes} min left`;
}

/** An offset from UTC in minutes as people write it: 0 → "UTC", 330 → "UTC+5:30", −480 → "UTC−8". */
export function utcOffsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '\u2212';
  const abs = Math.abs(minutes);
  const m = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** What the card says once a proposal is settled, from where I stand (`joined`: I am in the team it formed). */
export function settledText(proposal: AutoTeamProposal, matchMe: boolean, joined: boolean): string {
  const again = matchMe ? " You're still in Match me: we'll look again soon." : ' Switch Match me on to be matched again.';
  switch (proposal.status) {
    case 'formed':
      return joined ? 'Everyone who confirmed is now in the team.' : `The others confirmed in time and formed the team.${again}`;
    case 'declined':
      return `Someone declined, so this team won't form.${again}`;
    case 'expired':
      return `Not enough people confirmed in time.${again}`;
    case 'failed':
      return `Someone can no longer join, so this team won't form.${again}`;
    default:
      return '';
  }
}
