import { AppLink, AppNavLink } from '../../navigation';
import type { BadgeCounts } from '../hooks/use-badge-counts';
import type { NavItem } from '../lib/nav-items';
import { NavBadge } from './nav-badge';

interface NavLinksProps {
  items: readonly NavItem[];
  /** The live counts for items with a badge; none shown without them. */
  counts?: BadgeCounts;
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/** The navbar's links; the same list serves the bar and the drawer. */
export function NavLinks({ items, counts, onNavigate, className }: NavLinksProps) {
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
            <EntryLink item={item} count={item.badge && counts ? counts[item.badge] : 0} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function EntryLink({ item, count, onNavigate }: { item: NavItem; count: number; onNavigate?: () => void }) {
  return (
    <AppNavLink
      className="hm-nav-link"
      to={item.to}
      activeOn={item.activeOn}
      onClick={onNavigate}
    >
      {item.label}
      {item.badge ? <NavBadge kind={item.badge} count={count} /> : null}
    </AppNavLink>
  );
}
