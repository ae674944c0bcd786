import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { PrivacySettings } from '@hackmate/shared/types';
import { loadableOf, type Loadable } from '../../load-state';
import { getPrivacySettings } from '../api/get-privacy-settings';
import { updatePrivacySettings } from '../api/update-privacy-settings';

export type PrivacySaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface PrivacySettingsState {
  /** What the toggles show: the change being saved over the stored settings. */
  settings: Loadable<PrivacySettings>;
  save: PrivacySaveState;
  change: (change: Partial<PrivacySettings>) => void;
}

/**
 * The own privacy settings (`queryKeys.settings.privacy()`): read once, changed one toggle at a
 * time with PATCH, and the cache takes the server's answer. A failed save leaves the stored
 * settings on screen (the toggle flips back) and says so beside them.
 */
export function usePrivacySettings(): PrivacySettingsState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.settings.privacy(),
    queryFn: ({ signal }) => getPrivacySettings({ signal }),
  });
  const mutation = useMutation({
    mutationFn: (change: Partial<PrivacySettings>) => updatePrivacySettings(change),
    onSuccess: (stored) => queryClient.setQueryData(queryKeys.settings.privacy(), stored),
  });

  const stored = loadableOf(query);
  const settings = stored.state === 'ready' && mutation.isPending ? { state: 'ready' as const, data: { ...stored.data, ...mutation.variables } } : stored;
  const save: PrivacySaveState = mutation.isPending ? 'saving' : mutation.isError ? 'failed' : mutation.isSuccess ? 'saved' : 'idle';
  return { settings, save, change: (change) => mutation.mutate(change) };
}
