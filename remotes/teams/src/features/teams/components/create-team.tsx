import type { EventDetail } from '@hackmate/shared/contracts';
import { useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { serverErrors, type FormErrors } from '../../forms';
import { useCreateTeam } from '../hooks/use-team-mutations';
import { TEAM_FIELDS, type TeamField } from '../lib/team-form-values';
import { TeamForm } from './team-form';

/** "Create a team" at an event: the team form behind a button; the new team's page once made. */
export function CreateTeam({ event }: { event: EventDetail }) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<FormErrors<TeamField>>({});
  const create = useCreateTeam(event._id);
  const navigate = useNavigate();

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
