import { useId, type ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** What is wrong with it: shown under it, tied to it and read out as it appears. */
  error?: string;
  hint?: ReactNode;
  /** Draws the control (input, select, textarea) with the given ids. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="hm-teams-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="hm-muted hm-teams-field__note">
          {hint}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error, announced as it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className="hm-teams-field__note hm-teams-field__error" role="alert">
      {children}
    </span>
  );
}

/** A refusal about the whole form (not one field), read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="hm-teams-field__note hm-teams-field__error hm-teams-form-alert" role="alert">
      {children}
    </p>
  );
}
