import type { SocialPlatform } from '../catalogues/socials';

/**
 * What a link of each platform must look like: a profile page on that platform's site. One set of
 * rules for the profile form and the server, so both refuse the same links with the same words.
 * The scheme may be left out (https:// is added when shown, SPEC §2) and a trailing slash, query or
 * fragment is tolerated; another site, a repository or a bare name is not a profile link.
 */
interface SocialLinkRule {
  /** The platform's own spelling, for messages. */
  name: string;
  /** The site's host names, with or without `www.`. */
  hosts: readonly string[];
  /** Also accept any subdomain of these (LinkedIn's country sites: uk.linkedin.com). */
  anySubdomainOf?: string;
  /** The profile page's path, a trailing slash allowed. */
  path: RegExp;
  example: string;
}

export const SOCIAL_LINK_RULES: Record<SocialPlatform, SocialLinkRule> = {
  Linkedin: { name: 'LinkedIn', hosts: ['linkedin.com'], anySubdomainOf: 'linkedin.com', path: /^\/in\/[\p{L}\p{N}_%.-]{2,100}\/?$/u, example: 'https://linkedin.com/in/ana' },
  // GitHub user names: letters, digits and single hyphens, at most 39 characters.
  Github: { name: 'GitHub', hosts: ['github.com'], path: /^\/[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/?$/, example: 'https://github.com/ana' },
  LeetCode: { name: 'LeetCode', hosts: ['leetcode.com', 'leetcode.cn'], path: /^\/(?:u\/)?[A-Za-z0-9_.-]{1,40}\/?$/, example: 'https://leetcode.com/u/ana' },
  GeeksForGeeks: { name: 'GeeksforGeeks', hosts: ['geeksforgeeks.org', 'auth.geeksforgeeks.org'], path: /^\/(?:user|profile)\/[A-Za-z0-9_.-]{1,60}\/?$/, example: 'https://www.geeksforgeeks.org/user/ana' },
  CodeForces: { name: 'Codeforces', hosts: ['codeforces.com'], path: /^\/profile\/[A-Za-z0-9_.-]{1,40}\/?$/, example: 'https://codeforces.com/profile/ana' },
  CodeChef: { name: 'CodeChef', hosts: ['codechef.com'], path: /^\/users\/[A-Za-z0-9_.-]{1,40}\/?$/, example: 'https://www.codechef.com/users/ana' },
};

/** What to say when a link does not fit: what is expected, with an example. */
export function socialLinkMessage(platform: SocialPlatform): string {
  const { name, example } = SOCIAL_LINK_RULES[platform];
  return `Enter your ${name} profile URL, like ${example}`;
}

function hostFits(rule: SocialLinkRule, host: string): boolean {
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  if (rule.hosts.includes(bare)) return true;
  return rule.anySubdomainOf !== undefined && host.endsWith(`.${rule.anySubdomainOf}`);
}

/** Whether `value` is a profile link of `platform`; empty means "none" and fits. */
export function isSocialProfileLink(platform: SocialPlatform, value: string): boolean {
  const raw = value.trim();
  if (raw === '') return true;
  if (/\s/.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.port) return false;
  const rule = SOCIAL_LINK_RULES[platform];
  return hostFits(rule, url.hostname.toLowerCase()) && rule.path.test(decodeURIComponentSafe(url.pathname));
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
