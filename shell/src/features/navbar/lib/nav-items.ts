import type { NavBadgeKind, NavEntry } from '@hackmate/shared/runtime-config';
import { LANDING_SECTIONS } from '../../landing';

export interface NavItem {
  label: string;
  to: string;
  /** Route patterns on which the item is the current page; default: `to` and below. */
  activeOn?: readonly string[];
  /** Which live count it shows beside the label. */
  badge?: NavBadgeKind;
}

/**
 * SPEC §2, from the remotes' entries in the runtime config: signed in, the signed-in ones
 * (Explore, Convos, Reqs, Connections, Profile); signed out, the visitors' ones (Sign In) and
 * then the landing page's sections, which are the shell's own.
 */
export function navItems(remoteEntries: readonly NavEntry[], signedIn: boolean): NavItem[] {
  const audience = signedIn ? 'signed-in' : 'signed-out';
  const items: NavItem[] = remoteEntries
    .filter((entry) => entry.audience === audience)
    .sort((a, b) => a.order - b.order)
    .map(({ label, path, activeOn, badge }) => ({ label, to: path, activeOn, badge }));
  if (signedIn) return items;
  return [...items, ...Object.values(LANDING_SECTIONS).map(({ id, title }) => ({ label: title, to: `/#${id}` }))];
}

/** Where the wordmark leads: a signed-in user's first entry (Explore, SPEC §2), a visitor's landing page. */
export function homePath(items: readonly NavItem[], signedIn: boolean): string {
  return (signedIn && items[0]?.to) || '/';
}
