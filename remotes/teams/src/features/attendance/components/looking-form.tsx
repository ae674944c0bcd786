import type { Role } from '@hackmate/shared/catalogues';
import { attendanceBody, COMMITMENT_LABELS, COMMITMENTS, PITCH_MAX, type AttendanceBody, type Commitment, type LookingPost } from '@hackmate/shared/contracts';
import { useState, type FormEvent } from 'react';
import { FieldError, FormField } from '@hackmate/shared/ui';
import { issueErrors, type FormErrors } from '../../forms';
import '../../forms/forms.css';
import { RolePicker } from '../../role-picker';
import { browserTimeZone, timeZoneLabel, timeZoneOptions } from '../lib/time-zones';
import './attendance.css';

const LOOKING_FIELDS = ['bring', 'seek', 'commitment', 'timeZone', 'pitch'] as const;
type LookingField = (typeof LOOKING_FIELDS)[number];

interface Values {
  bring: Role[];
  seek: Role[];
  commitment: Commitment | '';
  timeZone: string;
  pitch: string;
}

export interface LookingFormProps {
  /** My open post, when editing it. */
  initial?: LookingPost | null;
  /** What a new post brings at first: the roles the profile names (chosen, or its skills'). */
  profileRoles?: readonly Role[];
  pending: boolean;
  onSubmit: (body: Extract<AttendanceBody, { looking: true }>) => void;
  onCancel: () => void;
}

/**
 * "Looking for a team": the roles I bring (my profile's at first) and seek, how serious I am, my
 * time zone (the browser's by default) and a one-line pitch, checked with the contract before it is sent.
 */
export function LookingForm({ initial, profileRoles = [], pending, onSubmit, onCancel }: LookingFormProps) {
  const [values, setValues] = useState<Values>(() => ({
    bring: initial?.bring ?? [...profileRoles],
    seek: initial?.seek ?? [],
    commitment: initial?.commitment ?? '',
    timeZone: initial?.timeZone ?? browserTimeZone(),
    pitch: initial?.pitch ?? '',
  }));
  const [errors, setErrors] = useState<FormErrors<LookingField>>({});

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = attendanceBody.safeParse({ looking: true, ...values, pitch: values.pitch.trim() || undefined });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error, LOOKING_FIELDS));
      return;
    }
    if (parsed.data.looking) onSubmit(parsed.data);
  }

  return (
    <form className="hm-teams-form hm-card hm-looking-form" onSubmit={submit} noValidate aria-label="Looking for a team">
      <RolePicker legend="Roles I bring" selected={values.bring} onChange={(r) => set('bring', r)} error={errors.bring} />
      <RolePicker legend="Roles I seek" selected={values.seek} onChange={(r) => set('seek', r)} error={errors.seek} hint="The people your team still needs." />
      <fieldset className="hm-teams-fieldset" aria-invalid={errors.commitment ? true : undefined}>
        <legend>Commitment</legend>
        <div className="hm-teams-choices">
          {COMMITMENTS.map((c) => (
            <label key={c} className="hm-teams-choice">
              <input type="radio" name="commitment" value={c} checked={values.commitment === c} onChange={() => set('commitment', c)} />
              {COMMITMENT_LABELS[c]}
            </label>
          ))}
        </div>
        {errors.commitment ? <FieldError>{errors.commitment}</FieldError> : null}
      </fieldset>
      <FormField label="Time zone" error={errors.timeZone}>
        {(p) => (
          <select {...p} className="hm-input" value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="One-line pitch" error={errors.pitch} hint={`${[...values.pitch].length} / ${PITCH_MAX}`}>
        {(p) => <input {...p} className="hm-input" type="text" maxLength={PITCH_MAX * 2} value={values.pitch} onChange={(e) => set('pitch', e.target.value)} />}
      </FormField>
      <div className="hm-teams-form-actions">
        <button type="submit" className="hm-btn hm-btn-primary" disabled={pending}>
          {pending ? 'Saving…' : initial ? 'Save' : "I'm looking"}
        </button>
        <button type="button" className="hm-btn" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
