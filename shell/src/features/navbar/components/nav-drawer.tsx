import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@hackmate/shared/dialog';
import './navbar.css';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  id: string;
  children: ReactNode;
}

/**
 * The small-screen menu: a modal panel sliding in from the side. Closes on Escape, on a click on
 * the backdrop, and (through the links' onNavigate) after a link is chosen. Focus moves into the
 * panel, stays there while it is open, and returns to whatever opened it.
 */
export function NavDrawer({ open, ...panel }: NavDrawerProps) {
  return open ? <DrawerPanel {...panel} /> : null;
}

/** Mounted only while open: the dialog's keyboard rules hold exactly as long as it is shown. */
function DrawerPanel({ onClose, id, children }: Omit<NavDrawerProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(panelRef, onClose);

  useEffect(() => {
    // Widening past the breakpoint shows the bar's own links: the drawer has no reason to stay.
    const wide = window.matchMedia?.('(min-width: 768px)');
    const onWide = (event: MediaQueryListEvent) => event.matches && onClose();
    wide?.addEventListener?.('change', onWide);
    return () => wide?.removeEventListener?.('change', onWide);
  }, [onClose]);

  // Portalled to <body>: the navbar's backdrop-filter would otherwise become the containing
  // block of this fixed overlay and clip it to the bar's height.
  return createPortal(
    <div className="hm-drawer-root">
      <div className="hm-drawer-backdrop" data-testid="drawer-backdrop" onClick={onClose} />
      <div ref={panelRef} id={id} className="hm-drawer" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="hm-drawer__head">
          <span className="hm-wordmark">Hackmate</span>
          <button type="button" className="hm-icon-btn" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
