import type { FormationRulesBody } from '@hackmate/shared/contracts';
import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import { toastFailure } from '../../forms';
import { previewFormation, saveFormationRules, sendFormation } from '../api/formation';

/** Saves the deadline and required roles; the dashboard (which carries them) is read again. */
export function useSaveFormationRules(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormationRulesBody) => saveFormationRules(eventId, body),
    // 400 and 409 are the form's to show next to its fields; anything else toasts.
    onError: (error) => toastFailure(error, 'Could not save the formation rules. Please try again.'),
    onSuccess: () => {
      toast.success('Formation rules saved.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.dashboard(eventId) });
    },
  });
}

/** "Form teams now": what the solver would propose, for review. Nothing is stored. */
export function usePreviewFormation(eventId: string) {
  return useMutation({ mutationFn: () => previewFormation(eventId) });
}

/** Sends the reviewed teams as proposals members confirm. */
export function useSendFormation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendFormation(eventId),
    onSuccess: (proposed) => {
      toast.success(proposed === 1 ? 'One proposal sent: its members confirm within 24 hours.' : `${proposed} proposals sent: their members confirm within 24 hours.`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.dashboard(eventId) });
    },
  });
}
