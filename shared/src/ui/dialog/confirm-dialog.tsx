import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Block Ada?". */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  /** The action is running: both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel (focused first), Escape and the backdrop leave everything as it was. */
export function ConfirmDialog({ title, description, confirmLabel, pendingLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onClose={() => !pending && onCancel()}>
      <div className="hm-dialog-actions">
        <button type="button" className="hm-btn" data-autofocus onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="hm-btn hm-btn-danger" onClick={onConfirm} disabled={pending}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
