import type { ReactNode } from 'react';
import './form-field.css';

/** A refusal about the whole form (not one field), read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="hm-form-note hm-form-error" role="alert">
      {children}
    </p>
  );
}
