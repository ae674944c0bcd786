import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import './dialog.css';

export interface ModalDialogProps {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** 'alertdialog' for a question that interrupts (a confirmation), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** An × "Close" in the corner, for dialogs with no Cancel of their own (e.g. a picker). */
  closeButton?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog named by its title, over a backdrop that closes it on click. Portalled to
 * <body>, so no scrolling pane, card or column of the page can clip it.
 */
export function ModalDialog({ title, description, role = 'dialog', closeButton = false, onClose, children }: ModalDialogProps) {
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
        <header className="hm-dialog-head">
          <h2 id={`${id}-title`} className="hm-dialog-title">
            {title}
          </h2>
          {closeButton ? (
            <button type="button" className="hm-icon-btn" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
        </header>
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
