import { ROLES, type Role } from '@hackmate/shared/catalogues';

/** One person of a proposed team, as far as roles go. */
export interface RolePerson {
  id: string;
  bring: readonly Role[];
  seek: readonly Role[];
}

/**
 * The role each member of a proposed team fills: one of the roles they bring, as many different
 * roles across the team as possible (a maximum matching of people to roles, so two people who
 * both bring backend and design end up one of each). People left over after every role they
 * bring is taken fill the first role they bring; someone who brings none fills none.
 * Deterministic: people in the given order, roles in catalogue order.
 */
export function assignRoles(people: readonly RolePerson[]): Map<string, Role | null> {
  const holder = new Map<Role, number>();
  const ordered = people.map((p) => [...new Set(p.bring)].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b)));

  // Kuhn's augmenting paths: at most 8 people and 8 roles, so this is instant.
  const place = (person: number, seen: Set<Role>): boolean => {
    for (const role of ordered[person]!) {
      if (seen.has(role)) continue;
      seen.add(role);
      const current = holder.get(role);
      if (current === undefined || place(current, seen)) {
        holder.set(role, person);
        return true;
      }
    }
    return false;
  };
  people.forEach((_, i) => place(i, new Set()));

  const roles = new Map<string, Role | null>(people.map((p, i) => [p.id, ordered[i]![0] ?? null]));
  for (const [role, i] of holder) roles.set(people[i]!.id, role);
  return roles;
}

/**
 * The roles a new team still wants: those its members seek that none of them brings, once each,
 * in catalogue order, as many as the places left.
 */
export function uncoveredRoles(people: readonly RolePerson[], freePlaces: number): Role[] {
  const brought = new Set(people.flatMap((p) => p.bring));
  const sought = new Set(people.flatMap((p) => p.seek));
  return ROLES.filter((role) => sought.has(role) && !brought.has(role)).slice(0, Math.max(0, freePlaces));
}
