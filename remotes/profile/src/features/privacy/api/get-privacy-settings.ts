import { api } from '@hackmate/shared/api';
import type { Answer, privacySettings } from '@hackmate/shared/contracts';

/** GET /settings/privacy: whether the user shows their presence and sends read receipts. */
export async function getPrivacySettings({ signal }: { signal?: AbortSignal } = {}): Promise<Answer<typeof privacySettings>> {
  const { data } = await api().get<Answer<typeof privacySettings>>('/settings/privacy', { signal });
  return data;
}
