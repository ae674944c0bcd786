import { SOCIAL_PLATFORMS, type SocialIds } from '@hackmate/shared/catalogues';
import type { z } from 'zod';
import type { profileEditSchema } from '@hackmate/shared/validation';

/** PATCH /profile/edit after the shared rule, which strips every field that is not editable (emailId, password, ids…). */
export type ProfileEdit = z.output<typeof profileEditSchema>;

// Pictures change only through PATCH /profile/upload, which stores them here.
const UPLOADED_PICTURE = /^\/api\/uploads\/[0-9a-f]{64}\.webp$/;

/**
 * profileUrl is editable per the spec, but a free URL would let anyone point their avatar at a
 * tracking server that every viewer's browser then calls. Allowed: keeping the current value,
 * clearing it (default avatar), or one of our own uploads.
 */
export function isAllowedProfileUrl(next: string, current: string): boolean {
  return next === current || next === '' || UPLOADED_PICTURE.test(next);
}

/** All six platforms, always strings: the client never has to guess whether a key exists. */
export function normaliseSocialIds(value: Partial<SocialIds>): SocialIds {
  return Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, (value[p] ?? '').trim()])) as SocialIds;
}
