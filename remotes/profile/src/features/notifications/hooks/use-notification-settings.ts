import type { NotificationSettings } from '@hackmate/shared/contracts';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import { loadableOf, type Loadable } from '../../load-state';
import { getNotificationSettings, saveNotificationSettings } from '../api/notification-settings';

export type NotificationSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface NotificationSettingsState {
  settings: Loadable<NotificationSettings>;
  save: NotificationSaveState;
  submit: (settings: NotificationSettings) => void;
}

/** The own notification choices: read once, saved whole with PUT; the cache takes the server's answer. */
export function useNotificationSettings(): NotificationSettingsState {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.settings.notifications(), queryFn: ({ signal }) => getNotificationSettings({ signal }) });
  const mutation = useMutation({
    mutationFn: (settings: NotificationSettings) => saveNotificationSettings(settings),
    onSuccess: (stored) => queryClient.setQueryData(queryKeys.settings.notifications(), stored),
  });
  const save: NotificationSaveState = mutation.isPending ? 'saving' : mutation.isError ? 'failed' : mutation.isSuccess ? 'saved' : 'idle';
  return { settings: loadableOf(query), save, submit: (s) => mutation.mutate(s) };
}
