import { Link, NavLink } from '../../../navigation/link';
import type { NavItem } from '../nav-items';

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
            // Section links: NavLink would mark them all active on "/", so they stay plain.
            <Link className="hm-nav-link" to={item.to} onClick={onNavigate}>
              {item.label}
            </Link>
          ) : (
            <NavLink className="hm-nav-link" to={item.to} onClick={onNavigate}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
