import type { EventDetail } from '@hackmate/shared/contracts';
import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import { useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { serverErrors, type FormErrors } from '../../forms';
import { useCreateTeam } from '../hooks/use-team-mutations';
import { EMPTY_TEAM, TEAM_FIELDS, type TeamField } from '../lib/team-form-values';
import { TeamForm } from './team-form';

/**
 * "Create a team" at an event: the team form behind a button, my role in it the first I bring
 * (as my post at the event says, else my profile); the new team's page once made.
 */
export function CreateTeam({ event }: { event: EventDetail }) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<FormErrors<TeamField>>({});
  const create = useCreateTeam(event._id);
  const navigate = useNavigate();
  const profileRoles = useStore($user).roles;
  const myRole = event.me?.looking?.bring[0] ?? profileRoles?.[0] ?? '';

  if (!open) {
    return (
      <button type="button" className="hm-btn hm-btn-primary" onClick={() => setOpen(true)}>
        Create a team
      </button>
    );
  }
  return (
    <TeamForm
      mode="create"
      initial={{ ...EMPTY_TEAM, myRole }}
      submitLabel="Create team"
      maxPerRole={event.maxTeamSize - 1}
      pending={create.isPending}
      serverErrors={refused}
      onEdit={() => setRefused({})}
      onCancel={() => setOpen(false)}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (team) => navigate(`/teams/${team._id}`),
          onError: (error) => setRefused(serverErrors(error, TEAM_FIELDS, 'Could not create the team. Please try again.')),
        })
      }
    />
  );
}
