import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { CreateTeamBody, TeamDetail, TeamMember, UpdateTeamBody } from '@hackmate/shared/contracts';
import { toast } from '@hackmate/shared/toast';
import { toastFailure } from '../../forms';
import { removeMember, transferOwner } from '../api/membership';
import { vouchFor } from '../api/vouch';
import { createTeam, updateTeam } from '../api/save-team';
import { refreshTeamData } from './refresh-team-data';

/** Founds a team at an event. Refusals (400, 409) are the form's to show; other failures toast. */
export function useCreateTeam(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => createTeam(eventId, body),
    onError: (error) => toastFailure(error, 'Could not create the team. Please try again.'),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.teams.detail(team._id), team);
      refreshTeamData(queryClient, { teamId: team._id, eventId });
    },
  });
}

/** The owner edits name, idea and open roles. Refusals (400, 409) are the form's to show; other failures toast. */
export function useUpdateTeam(team: Pick<TeamDetail, '_id' | 'eventId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => updateTeam(team._id, body),
    onError: (error) => toastFailure(error, 'Could not save the team. Please try again.'),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.teams.detail(team._id), updated);
      refreshTeamData(queryClient, { teamId: team._id, eventId: team.eventId });
    },
  });
}

/** The owner hands the team over. */
export function useTransferOwner(team: Pick<TeamDetail, '_id' | 'eventId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) => transferOwner(team._id, member.user._id),
    meta: { errorMessage: 'Could not hand the team over. Please try again.' },
    onSuccess: (_answer, member) => {
      toast.success(`${member.user.fullName} now owns the team.`);
      refreshTeamData(queryClient, { teamId: team._id, eventId: team.eventId });
    },
  });
}

/** A member leaves (their own id) or the owner removes one. */
export function useRemoveMember(team: Pick<TeamDetail, '_id' | 'eventId' | 'name'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) => removeMember(team._id, userId),
    meta: { errorMessage: 'Could not change the team. Please try again.' },
    onSuccess: (_answer, { leaving }) => {
      if (leaving) toast.success(`You left ${team.name}.`);
      refreshTeamData(queryClient, { teamId: team._id, eventId: team.eventId });
    },
  });
}

/**
 * "Would team up again" about a teammate, after the event. The team's answer remembers it for me
 * (`me.vouchedFor`), so the button stays pressed; a refusal toasts and the team is read again
 * (it may have been said from another tab already).
 */
export function useVouch(team: Pick<TeamDetail, '_id'>) {
  const queryClient = useQueryClient();
  const key = queryKeys.teams.detail(team._id);
  return useMutation({
    mutationFn: (member: TeamMember) => vouchFor(team._id, member.user._id),
    meta: { errorMessage: 'Could not save that. Please try again.' },
    onSuccess: (vouch) => {
      queryClient.setQueryData<TeamDetail>(key, (old) =>
        old && !old.me.vouchedFor.includes(vouch.userId) ? { ...old, me: { ...old.me, vouchedFor: [...old.me.vouchedFor, vouch.userId] } } : old,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
