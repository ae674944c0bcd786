import { useId, type InputHTMLAttributes } from 'react';
import './form-field.css';

export interface FormFieldProps {
  label: string;
  type: 'text' | 'password';
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, shown under it and read out with it. */
  error?: string;
  hint?: string;
  /** Takes the focus when its dialog opens. */
  autoFocusInDialog?: boolean;
}

/** A labelled input with its hint and its error tied to it for screen readers. */
export function FormField({ label, type, autoComplete, value, onChange, error, hint, autoFocusInDialog }: FormFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="hm-form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="hm-input"
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        data-autofocus={autoFocusInDialog || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <span id={`${id}-hint`} className="hm-muted hm-form-note">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="hm-form-note hm-form-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
