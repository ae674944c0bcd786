import { render, screen } from '@testing-library/react';
import { emptySocialIds } from '@hackmate/shared/catalogues';
import { SocialLinksCard, hasSocials } from './social-links-card';

describe('SocialLinksCard', () => {
  it("has the empty heading when every social id is empty", () => {
    render(<SocialLinksCard socialIds={{ ...emptySocialIds(), Github: '   ' }} />);
    expect(screen.getByRole('heading', { name: "You haven't added any social links yet" })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each filled platform in a new tab, with https:// added when missing', () => {
    render(<SocialLinksCard socialIds={{ ...emptySocialIds(), Github: 'github.com/ada', LeetCode: 'http://leetcode.com/u/ada' }} />);
    expect(screen.getByRole('heading', { name: 'Coding & Social Profiles' })).toBeInTheDocument();
    const github = screen.getByRole('link', { name: 'Github' });
    expect(github).toHaveAttribute('href', 'https://github.com/ada');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'LeetCode' })).toHaveAttribute('href', 'http://leetcode.com/u/ada');
  });

  it('never renders a script URL as a link', () => {
    render(<SocialLinksCard socialIds={{ ...emptySocialIds(), Github: 'javascript:alert(document.cookie)' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('javascript:alert(document.cookie)')).toBeInTheDocument();
  });

  it('hasSocials tells whether any platform is set', () => {
    expect(hasSocials(emptySocialIds())).toBe(false);
    expect(hasSocials({})).toBe(false);
    expect(hasSocials({ CodeChef: 'codechef.com/users/ada' })).toBe(true);
  });
});
