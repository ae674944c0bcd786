import { createTeamBody, TEAM_IDEA_MAX, TEAM_SIZE_MAX, updateTeamBody, type CreateTeamBody, type UpdateTeamBody } from '@hackmate/shared/contracts';
import { type FormEvent } from 'react';
import { FormAlert, FormField } from '@hackmate/shared/ui';
import { issueErrors, useFormValues, type FormErrors } from '../../forms';
import '../../forms/forms.css';
import { RoleCountPicker, RoleSelect } from '../../role-picker';
import { EMPTY_TEAM, TEAM_FIELDS, type TeamField, type TeamFormValues } from '../lib/team-form-values';
import './teams.css';

interface CommonProps {
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last attempt, until a field changes. */
  serverErrors?: FormErrors<TeamField>;
  onEdit?: () => void;
  onCancel?: () => void;
  /** Most people one open role may ask for (the event's largest team less one). */
  maxPerRole?: number;
}

export type TeamFormProps = CommonProps &
  ({ mode: 'create'; initial?: TeamFormValues; onSubmit: (body: CreateTeamBody) => void } | { mode: 'edit'; initial: TeamFormValues; onSubmit: (body: UpdateTeamBody) => void });

/**
 * A team's name, idea and open roles (a count per role); a new team also names the role its
 * founder fills. Checked with the contract before it is sent.
 */
export function TeamForm(props: TeamFormProps) {
  const { submitLabel, pending, serverErrors = {}, onEdit, onCancel, maxPerRole = TEAM_SIZE_MAX - 1 } = props;
  const { values, set, checked, setChecked } = useFormValues<TeamFormValues, TeamField>(props.initial ?? EMPTY_TEAM, onEdit);
  const errors: FormErrors<TeamField> = { ...serverErrors, ...checked };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const idea = values.idea.trim();
    if (props.mode === 'create') {
      const parsed = createTeamBody.safeParse({ name: values.name, idea: idea || undefined, openRoles: values.openRoles, myRole: values.myRole || undefined });
      setChecked(parsed.success ? {} : issueErrors(parsed.error, TEAM_FIELDS));
      if (parsed.success) props.onSubmit(parsed.data);
    } else {
      const parsed = updateTeamBody.safeParse({ name: values.name, idea, openRoles: values.openRoles });
      setChecked(parsed.success ? {} : issueErrors(parsed.error, TEAM_FIELDS));
      if (parsed.success) props.onSubmit(parsed.data);
    }
  }

  return (
    <form className="hm-teams-form hm-card hm-team-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormField label="Team name" error={errors.name}>
        {(p) => <input {...p} className="hm-input" type="text" autoComplete="off" value={values.name} onChange={(e) => set('name', e.target.value)} />}
      </FormField>
      <FormField label="Idea" error={errors.idea} hint={`What you want to build (up to ${TEAM_IDEA_MAX} characters).`}>
        {(p) => <textarea {...p} className="hm-input" rows={4} value={values.idea} onChange={(e) => set('idea', e.target.value)} />}
      </FormField>
      <RoleCountPicker legend="Open roles" value={values.openRoles} onChange={(r) => set('openRoles', r)} max={maxPerRole} error={errors.openRoles} />
      {props.mode === 'create' ? (
        <FormField label="My role" error={errors.myRole}>
          {(p) => <RoleSelect {...p} emptyLabel="Not set" value={values.myRole} onChange={(role) => set('myRole', role)} />}
        </FormField>
      ) : null}
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="hm-teams-form-actions">
        <button type="submit" className="hm-btn hm-btn-primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="hm-btn" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
