import { ConfirmDialog } from './confirm-dialog';

export interface BlockDialogProps {
  name: string;
  pending: boolean;
  onBlock: () => void;
  onCancel: () => void;
}

/** Asks before blocking, saying what it does (and that it can be undone in Settings): from a profile or a chat. */
export function BlockDialog({ name, pending, onBlock, onCancel }: BlockDialogProps) {
  return (
    <ConfirmDialog
      title={`Block ${name}?`}
      description={<p>They won't see you or be able to message you, and they won't be told. You can unblock them in Settings.</p>}
      confirmLabel="Block"
      pendingLabel="Blocking…"
      pending={pending}
      onConfirm={onBlock}
      onCancel={onCancel}
    />
  );
}
