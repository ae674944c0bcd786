import { api } from '@hackmate/shared/api';
import type { Answer, privacySettingsAnswer } from '@hackmate/shared/contracts';
import type { PrivacySettings } from '@hackmate/shared/types';

/** PATCH /settings/privacy with only the fields that change; answers all the settings as stored. */
export async function updatePrivacySettings(change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  const { data } = await api().patch<Answer<typeof privacySettingsAnswer>>('/settings/privacy', change);
  return data.data;
}
