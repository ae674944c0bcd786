import type { Role } from '@hackmate/shared/catalogues';
import type { OpenRole } from '@hackmate/shared/contracts';

/** The first open role the person brings, so the usual request needs no choosing. */
export function pickRole(openRoles: readonly OpenRole[], brings: readonly Role[] | undefined): Role | undefined {
  return openRoles.find((r) => brings?.includes(r.role))?.role ?? openRoles[0]?.role;
}
