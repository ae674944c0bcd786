import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import './modal.css';

export interface ModalProps {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** 'alertdialog' for a question that interrupts (a confirmation), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog named by its title, over a backdrop that closes it on click. Portalled to
 * <body>, so no scrolling or clipped pane of the page can cut it.
 */
export function Modal({ title, description, role = 'dialog', onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useDialogFocus(dialogRef, onClose);

  return createPortal(
    <div className="chat-modal-root">
      <div className="chat-modal-backdrop" data-testid="modal-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        className="chat-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <header className="chat-modal-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="hm-icon-btn" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        {description ? (
          <div id={`${id}-description`} className="chat-modal-description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
