import { emptySocialIds, SOCIAL_PLATFORMS, type Role, type SocialIds, type SocialPlatform } from '@hackmate/shared/catalogues';
import type { OwnProfile } from '@hackmate/shared/types';
import type { ProfileEditInput } from '@hackmate/shared/validation';

/** What edit mode holds while the person types, as typed. */
export interface ProfileDraft {
  fullName: string;
  userName: string;
  bio: string;
  gradYear: string;
  socialIds: SocialIds;
  skills: string[];
  /** Only what the person chose: the roles derived from skills are never saved as a choice. */
  roles: Role[];
}

export function draftOf(profile: OwnProfile): ProfileDraft {
  return {
    fullName: profile.fullName,
    userName: profile.userName,
    bio: profile.bio,
    gradYear: profile.gradYear ? String(profile.gradYear) : '',
    socialIds: { ...emptySocialIds(), ...profile.socialIds },
    skills: [...profile.skills],
    roles: [...profile.chosenRoles],
  };
}

/** The body of PATCH /profile/edit: every editable field of SPEC §7, from the profile and the draft. */
export function editPayload(profile: OwnProfile, draft: ProfileDraft): ProfileEditInput {
  return {
    fullName: draft.fullName.trim(),
    userName: draft.userName.trim(),
    bio: draft.bio,
    profileUrl: profile.profileUrl,
    socialIds: draft.socialIds,
    skills: draft.skills,
    roles: draft.roles,
    gradYear: draft.gradYear.trim() === '' ? null : draft.gradYear.trim(),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Whether the draft would change anything: text as the server would store it (trimmed), skills and
 * roles as sets (unticking and ticking again is no change).
 */
export function isUnchanged(draft: ProfileDraft, saved: ProfileDraft): boolean {
  const text = (d: ProfileDraft) => [d.fullName, d.userName, d.bio, d.gradYear, ...SOCIAL_PLATFORMS.map((p) => d.socialIds[p])].map((v) => v.trim());
  const [a, b] = [text(draft), text(saved)];
  return a.every((v, i) => v === b[i]) && sameSet(draft.skills, saved.skills) && sameSet(draft.roles, saved.roles);
}

/** Field errors by the body's paths ('userName', 'socialIds.Github'): the first message for each. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function socialErrors(errors: FieldErrors): Partial<Record<SocialPlatform, string>> {
  return Object.fromEntries(SOCIAL_PLATFORMS.filter((p) => errors[`socialIds.${p}`]).map((p) => [p, errors[`socialIds.${p}`]]));
}
