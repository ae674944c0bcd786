import type { TeamDetail } from '@hackmate/shared/contracts';
import { useState } from 'react';
import { serverErrors, type FormErrors } from '../../forms';
import { useUpdateTeam } from '../hooks/use-team-mutations';
import { TEAM_FIELDS, teamFormValues, type TeamField } from '../lib/team-form-values';
import { TeamForm } from './team-form';

/** The owner's "Edit team": the team form in place of the button until saved or cancelled. */
export function EditTeam({ team }: { team: TeamDetail }) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<FormErrors<TeamField>>({});
  const update = useUpdateTeam(team);

  if (!open) {
    return (
      <button type="button" className="hm-btn" onClick={() => setOpen(true)}>
        Edit team
      </button>
    );
  }
  return (
    <TeamForm
      mode="edit"
      initial={teamFormValues(team)}
      submitLabel="Save team"
      maxPerRole={team.maxSize - 1}
      pending={update.isPending}
      serverErrors={refused}
      onEdit={() => setRefused({})}
      onCancel={() => setOpen(false)}
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: () => setOpen(false),
          onError: (error) => setRefused(serverErrors(error, TEAM_FIELDS, 'Could not save the team. Please try again.')),
        })
      }
    />
  );
}
