import { api } from '@hackmate/shared/api';
import type { Answer, profileEditAnswer } from '@hackmate/shared/contracts';
import type { ProfileEditInput } from '@hackmate/shared/validation';

/** PATCH /profile/edit: the profile screen sends every editable field, onboarding only skills and gradYear. */
export async function editProfile(fields: ProfileEditInput): Promise<Answer<typeof profileEditAnswer>> {
  const { data } = await api().patch<Answer<typeof profileEditAnswer>>('/profile/edit', fields);
  return data;
}
