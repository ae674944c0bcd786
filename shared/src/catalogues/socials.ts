/** The six coding/social platforms of SPEC §3, in display order. */
export const SOCIAL_PLATFORMS = ['Linkedin', 'Github', 'LeetCode', 'GeeksForGeeks', 'CodeForces', 'CodeChef'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type SocialIds = Record<SocialPlatform, string>;

export function emptySocialIds(): SocialIds {
  return Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, ''])) as SocialIds;
}

/**
 * The href to render for a social id: https:// is prepended when the value has no
 * http(s) scheme (SPEC §2). Anything that would not be an http(s) URL afterwards
 * (e.g. `javascript:`) yields null so it is never rendered as a link.
 */
export function socialHref(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
