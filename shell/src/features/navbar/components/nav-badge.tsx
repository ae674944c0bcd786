/** Above this the pill shows "99+"; the link's accessible name still says the number. */
const SHOWN_MAX = 99;

/** The count beside a nav label, for the eye only (the link's name says it: see badgeName). Nothing at 0. */
export function NavBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="hm-nav-badge" aria-hidden="true">
      {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
    </span>
  );
}
