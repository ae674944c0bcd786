import type { TeamSummary } from '@hackmate/shared/contracts';

const IDEA_PREVIEW = 140;

/** The idea's first 140 characters (on a word boundary where one is near), with "…" when cut. */
export function ideaPreview(idea: string): string {
  const flat = idea.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= IDEA_PREVIEW) return flat;
  const cut = chars.slice(0, IDEA_PREVIEW).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > IDEA_PREVIEW * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** "3 of 4 members", "1 of 4 members". */
export const membersText = ({ memberCount, maxSize }: Pick<TeamSummary, 'memberCount' | 'maxSize'>) =>
  `${memberCount} of ${maxSize} ${maxSize === 1 ? 'member' : 'members'}`;
