import { api } from '@hackmate/shared/api';
import type { Answer, privacySettingsAnswer } from '@hackmate/shared/contracts';
import type { PrivacySettings } from '@hackmate/shared/types';

/** GET /settings/privacy: whether the user shows their presence and sends read receipts. */
export async function getPrivacySettings({ signal }: { signal?: AbortSignal } = {}): Promise<PrivacySettings> {
  const { data } = await api().get<Answer<typeof privacySettingsAnswer>>('/settings/privacy', { signal });
  return data.data;
}
