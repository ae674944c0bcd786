import { ROLE_PEOPLE, ROLES, type Role } from '@hackmate/shared/catalogues';
import { formationRulesBody, type FormationRules } from '@hackmate/shared/contracts';
import { FieldError, FormAlert, FormField } from '@hackmate/shared/ui';
import { useState, type FormEvent } from 'react';
import { hasErrors, issueErrors, serverErrors, useFormValues, type FormErrors } from '../../forms';
import '../../forms/forms.css';
import { useSaveFormationRules } from '../hooks/use-formation';
import { FORMATION_FIELDS, formationBodyInput, formationValues, viewerTimeZone, type FormationField, type FormationValues } from '../lib/formation-values';

/**
 * The formation deadline (teams lock after it; empty: never) and how many members bringing each
 * role every new team needs. The contract is checked here first; the server's refusal of the
 * last attempt shows next to the fields it names until one changes.
 */
export function FormationRulesForm({ eventId, rules, maxTeamSize }: { eventId: string; rules: FormationRules; maxTeamSize: number }) {
  const save = useSaveFormationRules(eventId);
  const [refused, setRefused] = useState<FormErrors<FormationField>>({});
  const { values, set, checked, setChecked } = useFormValues<FormationValues, FormationField>(formationValues(rules), () => setRefused({}));
  const errors: FormErrors<FormationField> = { ...refused, ...checked };
  const counts = Array.from({ length: maxTeamSize + 1 }, (_, i) => i);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = formationRulesBody.safeParse(formationBodyInput(values));
    const found = parsed.success ? {} : issueErrors(parsed.error, FORMATION_FIELDS);
    setChecked(found);
    if (!parsed.success || hasErrors(found)) return;
    save.mutate(parsed.data, { onError: (error) => setRefused(serverErrors(error, FORMATION_FIELDS, 'Could not save the formation rules.')) });
  }

  const setRole = (role: Role, n: number) => set('requiredRoles', { ...values.requiredRoles, [role]: n });

  return (
    <form className="hm-teams-form" onSubmit={submit} noValidate aria-label="Formation rules">
      <FormField label="Formation deadline" error={errors.formationDeadline} hint={`In your time zone, ${viewerTimeZone()}. After it, joining or leaving a team needs an organiser. Empty: no deadline.`}>
        {(p) => <input {...p} className="hm-input" type="datetime-local" value={values.formationDeadline} onChange={(e) => set('formationDeadline', e.target.value)} />}
      </FormField>
      <fieldset className="hm-teams-fieldset">
        <legend>Required roles per new team</legend>
        <div className="hm-formation__roles">
          {ROLES.map((role) => (
            <label key={role} className="hm-formation__role">
              <span>{ROLE_PEOPLE[role]}</span>
              <select className="hm-input" value={values.requiredRoles[role]} onChange={(e) => setRole(role, Number(e.target.value))} aria-invalid={errors.requiredRoles ? true : undefined}>
                {counts.map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'Not required' : `At least ${n}`}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {errors.requiredRoles ? <FieldError>{errors.requiredRoles}</FieldError> : null}
      </fieldset>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="hm-teams-form-actions">
        <button type="submit" className="hm-btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rules'}
        </button>
      </div>
    </form>
  );
}
