import { api } from '@hackmate/shared/api';
import type { Answer, privacySettings } from '@hackmate/shared/contracts';
import type { PrivacySettings } from '@hackmate/shared/types';

/** PATCH /settings/privacy with only the fields that change; answers all the settings as stored. */
export async function updatePrivacySettings(change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  const { data } = await api().patch<Answer<typeof privacySettings>>('/settings/privacy', change);
  return data;
}
