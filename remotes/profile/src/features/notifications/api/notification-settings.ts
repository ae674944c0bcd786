import { api } from '@hackmate/shared/api';
import type { Answer, NotificationSettings, notificationSettingsAnswer } from '@hackmate/shared/contracts';

/** GET /settings/notifications: the stored choices (the defaults until first saved). */
export async function getNotificationSettings({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationSettings> {
  const { data } = await api().get<Answer<typeof notificationSettingsAnswer>>('/settings/notifications', { signal });
  return data.data;
}

/** PUT /settings/notifications with every choice; answers them as stored. */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  const { data } = await api().put<Answer<typeof notificationSettingsAnswer>>('/settings/notifications', settings);
  return data.data;
}
