import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '@hackmate/shared/ui';
import './one-field-form.css';

export interface OneFieldFormProps {
  title: string;
  /** Said under the title, before the field. */
  intro?: ReactNode;
  /** The one input, which the form requires (it is also the input's name). */
  field: { id: string; label: string; type: string; autoComplete: string };
  /** Said under the field. */
  hint?: ReactNode;
  submitLabel: string;
  /** True while the answer is on its way: the button waits. */
  busy: boolean;
  onSubmit: (value: string) => void;
}

/** A card asking for one thing (an e-mail address, a new password) with one button. */
export function OneFieldForm({ title, intro, field, hint, submitLabel, busy, onSubmit }: OneFieldFormProps) {
  const [value, setValue] = useState('');
  const titleId = `${field.id}-title`;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value);
  };
  return (
    <section className="hm-card hm-reset-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="hm-muted">{intro}</p> : null}
      <form onSubmit={handleSubmit} noValidate>
        <FormField {...field} name={field.id} required value={value} onChange={setValue} />
        {hint ? <p className="hm-muted hm-reset-hint">{hint}</p> : null}
        <button className="hm-btn hm-btn-primary" type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
