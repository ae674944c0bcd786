import { useState } from 'react';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { deleteErrorsOf } from '../lib/delete-errors';
import { DeleteAccountDialog } from './delete-account-dialog';

export interface DeleteAccountSettingsProps {
  /** The signed-in user's username, null until it is known. */
  userName: string | null;
}

/** The "Delete account" section of /settings: a warning and the button that opens the dialog. */
export function DeleteAccountSettings({ userName }: DeleteAccountSettingsProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  // Accounts made with Google have no password: they confirm with Google (when it is set up).
  const google = getRuntimeConfig().firebase ?? null;
  const close = () => {
    setOpen(false);
    deletion.reset();
  };

  return (
    <>
      <p>Deleting your account erases your profile and everything you shared on Hackmate. It cannot be undone.</p>
      <button type="button" className="hm-btn hm-btn-danger" onClick={() => setOpen(true)} disabled={!userName}>
        Delete account…
      </button>
      {open && userName ? (
        <DeleteAccountDialog
          userName={userName}
          pending={deletion.isPending}
          errors={deletion.isError ? deleteErrorsOf(deletion.error) : undefined}
          onDelete={(password) => deletion.mutate(password ? { password } : {})}
          onDeleteWithGoogle={google ? () => deletion.mutate({ google }) : undefined}
          onEdit={() => deletion.isError && deletion.reset()}
          onClose={close}
        />
      ) : null}
    </>
  );
}
