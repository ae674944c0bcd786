import { useCallback, useId, useMemo, useState } from 'react';
import { AppLink } from '../../navigation';
import { readRemoteCatalogue } from '../../remote-catalogue';
import { useSignInCheck, useSignedIn } from '../../session';
import { ThemeToggle } from '../../theme';
import { useBadgeCounts } from '../hooks/use-badge-counts';
import { homePath, navItems } from '../lib/nav-items';
import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';
import './navbar.css';

interface NavbarProps {
  /** Asks the server whether the session is valid; GET /check-auth unless a story or test says otherwise. */
  checkSession?: () => Promise<boolean>;
}

/** Top navigation bar (SPEC §2). Below 768 px the links move into a slide-out drawer. */
export function Navbar({ checkSession }: NavbarProps = {}) {
  useSignInCheck(checkSession);
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const drawerId = useId();
  const remoteEntries = useMemo(() => readRemoteCatalogue().nav, []);
  const items = navItems(remoteEntries, signedIn);
  const counts = useBadgeCounts();

  return (
    <header className="hm-navbar">
      <div className="hm-navbar__inner">
        <AppLink className="hm-wordmark" to={homePath(items, signedIn)}>
          Hackmate
        </AppLink>
        <nav className="hm-navbar__nav" aria-label="Main">
          <NavLinks items={items} counts={counts} className="hm-navbar__links" />
        </nav>
        <div className="hm-navbar__actions">
          <ThemeToggle />
          <button
            type="button"
            className="hm-icon-btn hm-navbar__menu-btn"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? drawerId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      <NavDrawer id={drawerId} open={menuOpen} onClose={closeMenu}>
        <nav aria-label="Menu links">
          <NavLinks items={items} counts={counts} onNavigate={closeMenu} className="hm-drawer__links" />
        </nav>
      </NavDrawer>
    </header>
  );
}
