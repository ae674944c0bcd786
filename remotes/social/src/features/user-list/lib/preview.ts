import type { PublicUser } from '@hackmate/shared/types';

/** SPEC §9: request cards preview 45 characters of bio, or else three skills. */
export const PREVIEW_BIO_CHARS = 45;
export const PREVIEW_SKILLS = 3;
/** The placeholder some accounts carry instead of a bio (SPEC §3); it is not worth showing. */
export const BIO_PLACEHOLDER = 'Bio not available';

/**
 * The one line under a user's name on request and connection cards: the bio's first 45
 * characters (ellipsis when cut) or, without a real bio, the first three skills (ellipsis when
 * there are more).
 */
export function userPreview(user: Pick<PublicUser, 'bio' | 'skills'>): string {
  const bio = user.bio.trim();
  if (bio && bio !== BIO_PLACEHOLDER) {
    return bio.length > PREVIEW_BIO_CHARS ? `${bio.slice(0, PREVIEW_BIO_CHARS).trimEnd()}…` : bio;
  }
  const skills = user.skills.slice(0, PREVIEW_SKILLS).join(', ');
  return user.skills.length > PREVIEW_SKILLS ? `${skills}…` : skills;
}
