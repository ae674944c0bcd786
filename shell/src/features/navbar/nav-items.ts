export interface NavItem {
  label: string;
  to: string;
}

/** SPEC §2: what a signed-in user can reach from anywhere. */
export const SIGNED_IN_ITEMS: readonly NavItem[] = [
  { label: 'Explore', to: '/feed' },
  { label: 'Convos', to: '/convos' },
  { label: 'Reqs', to: '/reqs/review' },
  { label: 'Connections', to: '/connections' },
  { label: 'Profile', to: '/profile' },
];

/** SPEC §2: visitors get sign-in and the landing page's sections (smooth-scrolled, see use-hash-scroll). */
export const SIGNED_OUT_ITEMS: readonly NavItem[] = [
  { label: 'Sign In', to: '/signin' },
  { label: 'Why the product?', to: '/#features' },
  { label: "Developer's Message", to: '/#dev' },
];

export function navItems(signedIn: boolean): readonly NavItem[] {
  return signedIn ? SIGNED_IN_ITEMS : SIGNED_OUT_ITEMS;
}

export function homePath(signedIn: boolean): string {
  return signedIn ? '/feed' : '/';
}
