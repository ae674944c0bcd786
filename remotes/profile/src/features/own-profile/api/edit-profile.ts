import { api } from '@hackmate/shared/api';
import type { OwnProfile } from '@hackmate/shared/types';
import type { ProfileEditInput } from '@hackmate/shared/validation';

/** The own user as PATCH /profile/edit answers it: own fields, without the journey lists. */
export type OwnUser = Omit<OwnProfile, 'projects' | 'hackathons'>;

export interface EditProfileAnswer {
  message: string;
  user: OwnUser;
}

/** PATCH /profile/edit: the profile screen sends every editable field, onboarding only skills and gradYear. */
export async function editProfile(fields: ProfileEditInput): Promise<EditProfileAnswer> {
  const { data } = await api().patch<EditProfileAnswer>('/profile/edit', fields);
  return data;
}
