import { useId, type Ref } from 'react';

interface YearStepProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the year: shown under the field, tied to it and read out at once. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** Step 3: the graduation year (SPEC §2 'Enter your graduation year:'), optional. */
export function YearStep({ value, onChange, error, ref }: YearStepProps) {
  const id = useId();
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="hm-profile-field hm-onboarding-year">
      <label htmlFor={id}>Enter your graduation year:</label>
      <input
        ref={ref}
        id={id}
        className="hm-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="2027"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="hm-muted hm-onboarding-hint">
        Four digits, like 2027. Leave it empty if you would rather not say.
      </p>
      {/* Always in the page so that a new message in it is announced, not just drawn. */}
      <p id={`${id}-error`} className="hm-onboarding-error" role="alert">
        {error}
      </p>
    </div>
  );
}
