import type { FeedUser } from '@hackmate/shared/types';
import { trustLines } from '@hackmate/shared/ui';

/** SPEC §9: the feed card shows the first 35 characters of the bio and at most 6 skills. */
export const CARD_BIO_CHARS = 35;
export const CARD_MAX_SKILLS = 6;
/** The server sends the one or two strongest reasons; a card has room for no more. */
export const CARD_MAX_REASONS = 2;

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The bio cut to its first 35 characters, with an ellipsis when something was cut. */
export function cardBio(bio: string): string {
  const text = bio.trim();
  return text.length > CARD_BIO_CHARS ? `${text.slice(0, CARD_BIO_CHARS).trimEnd()}…` : text;
}

export function cardSkills(skills: readonly string[]): string[] {
  return skills.slice(0, CARD_MAX_SKILLS);
}

export function cardReasons(reasons: readonly string[]): string[] {
  return reasons.slice(0, CARD_MAX_REASONS);
}

/**
 * The card's trust signals (last active, reply time, teammates' word). The activity line is left
 * out when a reason already speaks of it ("Active today").
 */
export function cardTrust(user: FeedUser, shownReasons: readonly string[], now: Date = new Date()): string[] {
  const lines = trustLines(user, now);
  const activityReason = shownReasons.some((reason) => reason.startsWith('Active '));
  return activityReason ? lines.filter((line) => !line.startsWith('Active ')) : lines;
}
