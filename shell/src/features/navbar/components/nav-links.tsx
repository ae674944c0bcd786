import { AppLink, AppNavLink } from '../../navigation';
import type { NavItem } from '../lib/nav-items';

interface NavLinksProps {
  items: readonly NavItem[];
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/** The navbar's links; the same list serves the bar and the drawer. */
export function NavLinks({ items, onNavigate, className }: NavLinksProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {item.to.includes('#') ? (
            // Section links: a NavLink would mark them all current on "/", so they stay plain.
            <AppLink className="hm-nav-link" to={item.to} onClick={onNavigate}>
              {item.label}
            </AppLink>
          ) : (
            <AppNavLink className="hm-nav-link" to={item.to} activeOn={item.activeOn} onClick={onNavigate}>
              {item.label}
            </AppNavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
