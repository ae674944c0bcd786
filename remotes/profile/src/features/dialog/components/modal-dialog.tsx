import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import './dialog.css';

export interface ModalDialogProps {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  onClose: () => void;
  /** 'alertdialog' for a question that interrupts (a confirmation), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A modal dialog named by its title, over a backdrop that closes it on click. Portalled to
 * <body>, so the page's cards and columns never clip it.
 */
export function ModalDialog({ title, description, onClose, role = 'dialog', children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useDialogFocus(dialogRef, onClose);

  return createPortal(
    <div className="hm-dialog-root">
      <div className="hm-dialog-backdrop" data-testid="dialog-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        className="hm-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className="hm-dialog-title">
          {title}
        </h2>
        {description ? (
          <div id={`${id}-description`} className="hm-dialog-description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
