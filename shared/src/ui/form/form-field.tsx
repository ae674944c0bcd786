import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** What a text input may say of itself; the field gives it its id, aria and class. */
type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'> & {
  /** Typed exactly as meant (a username, a password): no capital letters or spelling help. */
  verbatim?: boolean;
  /** Takes the focus when its dialog opens (@hackmate/shared/dialog). */
  autoFocusInDialog?: boolean;
};

interface FieldProps {
  label: string;
  /** The control's id, when a page or a test names it; a generated one otherwise. */
  id?: string;
  /** A star for the eye and aria-required for screen readers; the form checks it itself. */
  required?: boolean;
  hint?: ReactNode;
  /** What is wrong with it: shown under it and tied to it. */
  error?: string;
  /** Also read the error out as it appears (role=alert); without it, it is read with the field. */
  announce?: boolean;
}

type TextInputProps = { children?: undefined; value: string; onChange: (value: string) => void } & InputAttributes;

/** The control is a text input (`value`, `onChange` and its attributes) unless `children` draws another with the field's ids. */
export type FormFieldProps = FieldProps & ({ children: (control: FieldControl) => ReactNode } | TextInputProps);

/** A labelled control with its hint and its error, tied to it for screen readers. */
export function FormField(props: FormFieldProps) {
  const generated = useId();
  const { label, required, hint, error, announce = true } = props;
  const id = props.id ?? generated;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control: FieldControl = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, 'aria-required': required || undefined };
  return (
    <div className="hm-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="hm-field__required" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </label>
      {props.children ? props.children(control) : <TextInput control={control} field={props} />}
      {hint ? (
        <span id={`${id}-hint`} className="hm-muted hm-field__note">
          {hint}
        </span>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} announce={announce}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

function TextInput({ control, field }: { control: FieldControl; field: TextInputProps }) {
  const { type = 'text', name, autoComplete, inputMode, placeholder, maxLength, verbatim, autoFocusInDialog, value, onChange } = field;
  const attributes = { type, name, autoComplete, inputMode, placeholder, maxLength, ...(verbatim ? { autoCapitalize: 'none', spellCheck: false } : {}) };
  return <input {...attributes} {...control} className="hm-input" data-autofocus={autoFocusInDialog || undefined} value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** A field's (or a group of choices') error; `announce` reads it out as it appears. */
export function FieldError({ id, announce = true, children }: { id?: string; announce?: boolean; children: ReactNode }) {
  return (
    <span id={id} className="hm-field__note hm-field__error" role={announce ? 'alert' : undefined}>
      {children}
    </span>
  );
}

/** A refusal about the whole form (not one field), read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="hm-form-alert" role="alert">
      {children}
    </p>
  );
}
