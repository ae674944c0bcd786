import { useId, type InputHTMLAttributes } from 'react';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength' | 'placeholder'>;

export interface EditFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it: shown under it, tied to it, and marks it invalid. */
  error?: string;
  /** A multi-line text box instead of one line. */
  rows?: number;
  /** Where the form finds the field to focus after a refused save, e.g. 'socialIds.Github'. */
  name: string;
}

/** A labelled field of the profile form with its error under it, read out with the field. */
export function EditField({ label, value, onChange, error, rows, name, ...input }: EditFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const a11y = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  return (
    <div className="hm-profile-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...a11y} className="hm-input" rows={rows} maxLength={input.maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...a11y} {...input} className="hm-input" type={input.type ?? 'text'} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <span id={errorId} className="hm-profile-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
