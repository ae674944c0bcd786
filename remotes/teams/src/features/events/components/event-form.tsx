import {
  createEventBody,
  EVENT_VISIBILITIES,
  EVENT_VISIBILITY_LABELS,
  TEAM_MAX_SIZE_FLOOR,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  type CreateEventBody,
  type EventMode,
  type EventVisibility,
} from '@hackmate/shared/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError, FormAlert, FormField } from '@hackmate/shared/ui';
import { hasErrors, issueErrors, useFormValues, type FormErrors } from '../../forms';
import '../../forms/forms.css';
import { EMPTY_EVENT, EVENT_FIELDS, eventBodyInput, type EventField, type EventFormValues } from '../lib/event-form-values';
import './events.css';

export interface EventFormProps {
  /** The event being edited; an empty form otherwise. */
  initial?: EventFormValues;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last attempt, until a field changes. */
  serverErrors?: FormErrors<EventField>;
  onSubmit: (body: CreateEventBody) => void;
  /** A field changed: the last refusal no longer applies. */
  onEdit?: () => void;
}

const sizes = (from: number) => Array.from({ length: TEAM_SIZE_MAX - from + 1 }, (_, i) => from + i);
const MODES: Array<[EventMode, string]> = [
  ['online', 'Online'],
  ['in-person', 'In person'],
];

/**
 * Name, start and end, online or a city, website, team size limits and who sees it (public, or
 * invite only: only people with the invite link and the organisers). The contract's rules are
 * checked here first (the same messages the server gives); what only the server knows (a
 * duplicate) comes back through `serverErrors`.
 */
export function EventForm({ initial = EMPTY_EVENT, submitLabel, pending, serverErrors = {}, onSubmit, onEdit }: EventFormProps) {
  const { values, set, checked, setChecked } = useFormValues<EventFormValues, EventField>(initial, onEdit);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const errors: FormErrors<EventField> = { ...serverErrors, ...checked };

  // After a refused attempt (here or by the server), the first field in trouble takes the focus.
  const refusal = hasErrors(serverErrors) ? serverErrors : null;
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = createEventBody.safeParse(eventBodyInput(values));
    const found = parsed.success ? {} : issueErrors(parsed.error, EVENT_FIELDS);
    setChecked(found);
    setAttempt((n) => n + 1);
    if (parsed.success && !hasErrors(found)) onSubmit(parsed.data);
  }

  return (
    <form ref={form} className="hm-teams-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormField label="Name" required error={errors.name}>
        {(p) => <input {...p} className="hm-input" type="text" autoComplete="off" value={values.name} onChange={(e) => set('name', e.target.value)} />}
      </FormField>
      <div className="hm-teams-field-row">
        <FormField label="Starts" required error={errors.startsAt}>
          {(p) => <input {...p} className="hm-input" type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} />}
        </FormField>
        <FormField label="Ends" required error={errors.endsAt}>
          {(p) => <input {...p} className="hm-input" type="datetime-local" value={values.endsAt} onChange={(e) => set('endsAt', e.target.value)} />}
        </FormField>
      </div>
      <fieldset className="hm-teams-fieldset">
        <legend>Where</legend>
        <div className="hm-teams-choices">
          {MODES.map(([mode, label]) => (
            <label key={mode} className="hm-teams-choice">
              <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => set('mode', mode)} />
              {label}
            </label>
          ))}
        </div>
        {errors.mode ? <FieldError>{errors.mode}</FieldError> : null}
      </fieldset>
      {values.mode === 'in-person' ? (
        <FormField label="City" required error={errors.city}>
          {(p) => <input {...p} className="hm-input" type="text" autoComplete="address-level2" value={values.city} onChange={(e) => set('city', e.target.value)} />}
        </FormField>
      ) : null}
      <FormField label="Website" required error={errors.website} hint="Its http or https address.">
        {(p) => (
          <input {...p} className="hm-input" type="url" inputMode="url" placeholder="https://" value={values.website} onChange={(e) => set('website', e.target.value)} />
        )}
      </FormField>
      <div className="hm-teams-field-row">
        <FormField label="Smallest team" error={errors.minTeamSize}>
          {(p) => (
            <select {...p} className="hm-input" value={values.minTeamSize} onChange={(e) => set('minTeamSize', Number(e.target.value))}>
              {sizes(TEAM_SIZE_MIN).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Largest team" error={errors.maxTeamSize}>
          {(p) => (
            <select {...p} className="hm-input" value={values.maxTeamSize} onChange={(e) => set('maxTeamSize', Number(e.target.value))}>
              {sizes(TEAM_MAX_SIZE_FLOOR).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Who can see it" error={errors.visibility} hint="Invite only: only people who join through your invite link, and the organisers.">
        {(p) => (
          <select {...p} className="hm-input" value={values.visibility} onChange={(e) => set('visibility', e.target.value as EventVisibility)}>
            {EVENT_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {EVENT_VISIBILITY_LABELS[v]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="hm-teams-form-actions">
        <button type="submit" className="hm-btn hm-btn-primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
