import { SOCIAL_PLATFORMS } from '../catalogues/socials';
import { profileEditSchema } from './profile';
import { SOCIAL_LINK_RULES, isSocialProfileLink, socialLinkMessage } from './social-links';

describe('social profile links', () => {
  it.each([
    ['Github', ['github.com/ana', 'https://github.com/ana-lee/', 'http://www.github.com/Ana42', 'GitHub.com/ana?tab=repositories']],
    ['Linkedin', ['linkedin.com/in/ana', 'https://www.linkedin.com/in/ana-lee-1234/', 'https://uk.linkedin.com/in/ana']],
    ['LeetCode', ['leetcode.com/u/ana', 'https://leetcode.com/ana_l/']],
    ['GeeksForGeeks', ['https://www.geeksforgeeks.org/user/ana', 'auth.geeksforgeeks.org/user/ana/']],
    ['CodeForces', ['https://codeforces.com/profile/tourist']],
    ['CodeChef', ['https://www.codechef.com/users/ana']],
  ] as const)('accepts %s profile pages, with or without https:// and www.', (platform, links) => {
    for (const link of links) expect(isSocialProfileLink(platform, link), link).toBe(true);
  });

  it.each([
    ['Github', ['ana', 'https://gitlab.com/ana', 'github.com', 'github.com/ana/project', 'https://github.com.evil.io/ana', 'javascript:alert(1)//github.com/ana', 'github.com/-ana', 'https://user:pw@github.com/ana']],
    ['Linkedin', ['linkedin.com/ana', 'https://linkedin.com/company/acme', 'https://notlinkedin.com/in/ana']],
    ['LeetCode', ['leetcode.com/u/ana/submissions', 'https://github.com/ana']],
    ['GeeksForGeeks', ['geeksforgeeks.org/ana', 'auth.geeksforgeeks.org/user/ana/practice']],
    ['CodeForces', ['codeforces.com/ana', 'codeforces.com/profile/']],
    ['CodeChef', ['codechef.com/ana']],
  ] as const)('refuses %s links that are not a profile page there', (platform, links) => {
    for (const link of links) expect(isSocialProfileLink(platform, link), link).toBe(false);
  });

  it('takes an empty field as "no link"', () => {
    for (const platform of SOCIAL_PLATFORMS) expect(isSocialProfileLink(platform, '')).toBe(true);
  });

  it('says what is expected, with an example that itself passes', () => {
    expect(socialLinkMessage('Github')).toBe('Enter your GitHub profile URL, like https://github.com/ana');
    expect(socialLinkMessage('Linkedin')).toBe('Enter your LinkedIn profile URL, like https://linkedin.com/in/ana');
    for (const platform of SOCIAL_PLATFORMS) expect(isSocialProfileLink(platform, SOCIAL_LINK_RULES[platform].example)).toBe(true);
  });

  it('is the rule of the profile edit body, field by field', () => {
    const parsed = profileEditSchema.safeParse({ socialIds: { Github: 'gitlab.com/ana', Linkedin: 'linkedin.com/in/ana' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['socialIds.Github', 'Enter your GitHub profile URL, like https://github.com/ana']]);
  });
});
