import { useState, type FormEvent } from 'react';
import type { ChangePasswordBody } from '@hackmate/shared/contracts';
import { MESSAGES, passwordSchema } from '@hackmate/shared/validation';
import type { PasswordErrors } from '../lib/password-errors';
import { FormAlert, FormField } from '@hackmate/shared/ui';
import './password.css';

export interface PasswordFormProps {
  pending: boolean;
  /** The server's refusal of the last attempt, until a field changes. */
  serverErrors?: PasswordErrors;
  onSubmit: (body: ChangePasswordBody) => void;
  /** A field changed: the last refusal no longer applies. */
  onEdit?: () => void;
}

type Fields = { currentPassword: string; newPassword: string; repeated: string };
type FieldErrors = PasswordErrors & { repeated?: string };

function check(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.currentPassword) errors.currentPassword = 'Enter your current password.';
  if (!passwordSchema.safeParse(fields.newPassword).success) errors.newPassword = MESSAGES.passwordRule;
  else if (fields.repeated !== fields.newPassword) errors.repeated = 'The two new passwords are not the same.';
  return errors;
}

interface PasswordFieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

// An error is read with its field, as in the other settings forms.
const PasswordField = (props: PasswordFieldProps) => <FormField {...props} type="password" verbatim announce={false} />;

/** Current password, new password twice; the rule is checked here, the rest by the server. */
export function PasswordForm({ pending, serverErrors = {}, onSubmit, onEdit }: PasswordFormProps) {
  const [fields, setFields] = useState<Fields>({ currentPassword: '', newPassword: '', repeated: '' });
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...serverErrors, ...checked };
  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setChecked((c) => ({ ...c, [key]: undefined }));
    onEdit?.();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(fields);
    setChecked(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  }

  return (
    <form className="hm-password-form" onSubmit={submit} noValidate aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" value={fields.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol."
      />
      <PasswordField label="Repeat new password" autoComplete="new-password" value={fields.repeated} onChange={set('repeated')} error={errors.repeated} />
      <p className="hm-muted hm-field__note">Changing it signs you out everywhere else.</p>
      {errors.form ? (
        <FormAlert>{errors.form}</FormAlert>
      ) : null}
      <button type="submit" className="hm-btn hm-btn-primary" disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
