import { useState, type FormEvent } from 'react';
import { ModalDialog } from '@hackmate/shared/dialog';
import { FormAlert, FormField } from '@hackmate/shared/ui';
import type { DeleteErrors } from '../lib/delete-errors';
import './delete-account.css';

export interface DeleteAccountDialogProps {
  /** What must be typed, exactly, before Delete is offered. */
  userName: string;
  pending: boolean;
  /** The server's refusal of the last attempt, until a field changes. */
  errors?: DeleteErrors;
  /** An empty password is sent as none: an account without one is asked for Google instead. */
  onDelete: (password: string) => void;
  /** Offered when Google sign-in is set up: confirms with a fresh Google sign-in instead of a password. */
  onDeleteWithGoogle?: () => void;
  onEdit?: () => void;
  onClose: () => void;
}

/** Asks for the username typed out, then the password, before the account goes for good. */
export function DeleteAccountDialog({ userName, pending, errors = {}, onDelete, onDeleteWithGoogle, onEdit, onClose }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const matches = typed === userName;
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    onEdit?.();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches && !pending) onDelete(password);
  }

  return (
    <ModalDialog
      title="Delete your account?"
      description={
        <p>
          This cannot be undone. Your profile, projects, requests, connections and blocks are erased and you are signed out everywhere. Messages
          you sent stay in the other person's chat, from "Deleted user".
        </p>
      }
      onClose={() => !pending && onClose()}
    >
      <form className="hm-delete-form" onSubmit={submit} noValidate>
        <FormField label={`Type your username, ${userName}, to confirm`} autoComplete="off" verbatim value={typed} onChange={edit(setTyped)} autoFocusInDialog />
        <FormField label="Password" type="password" autoComplete="current-password" verbatim value={password} onChange={edit(setPassword)} error={errors.password} announce={false} />
        {errors.form ? (
          <FormAlert>{errors.form}</FormAlert>
        ) : null}
        <div className="hm-delete-actions">
          {onDeleteWithGoogle ? (
            <button type="button" className="hm-btn" onClick={onDeleteWithGoogle} disabled={!matches || pending}>
              Signed up with Google? Confirm with Google
            </button>
          ) : null}
          <button type="button" className="hm-btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="hm-btn hm-btn-danger" disabled={!matches || pending}>
            {pending ? 'Deleting…' : 'Delete account'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
