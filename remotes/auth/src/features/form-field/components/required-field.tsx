import './required-field.css';

export interface RequiredFieldProps {
  id: string;
  name?: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled input every auth form requires. The star is for the eye only; `aria-required` says
 * it to screen readers, and the forms check it themselves (the spec's messages come as toasts).
 */
export function RequiredField({ id, name = id, label, type, autoComplete, value, onChange }: RequiredFieldProps) {
  return (
    <div className="hm-auth-field">
      <label htmlFor={id}>
        {label}{' '}
        <span className="hm-auth-required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        className="hm-input"
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
