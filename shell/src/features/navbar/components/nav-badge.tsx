import type { NavBadgeKind } from '@hackmate/shared/runtime-config';
import { badgeSuffix } from '../lib/badge-name';

/** Above this the pill shows "99+"; the link's accessible name still says the number. */
const SHOWN_MAX = 99;

/** The count beside a nav label: a pill for the eye, the full count and its meaning for a screen reader. Nothing at 0. */
export function NavBadge({ kind, count }: { kind: NavBadgeKind; count: number }) {
  if (count <= 0) return null;
  return (
    <>
      {/* A pause for screen readers, "Convos, 3 unread"; nothing to see. Inline, so that it joins
          the label without a space (a positioned element would be read after one). */}
      <span className="hm-nav-badge__pause">,</span>
      <span className="hm-nav-badge" aria-hidden="true">
        {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
      </span>
      <span className="hm-visually-hidden">{badgeSuffix(kind, count)}</span>
    </>
  );
}
