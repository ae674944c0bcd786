import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render';
import { Link, NavLink, isActivePath } from './link';

describe('Link', () => {
  it('navigates in-app on a plain click', () => {
    const { history } = renderAt(<Link to="/feed">Explore</Link>);
    const link = screen.getByRole('link', { name: 'Explore' });
    expect(link).toHaveAttribute('href', '/feed');
    fireEvent.click(link);
    expect(history.location.pathname).toBe('/feed');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const { history } = renderAt(<Link to="/feed">Explore</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Explore' }), { ctrlKey: true });
    expect(history.location.pathname).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the current page, including pages below it', () => {
    renderAt(
      <>
        <NavLink to="/reqs/review">Reqs</NavLink>
        <NavLink to="/profile">Profile</NavLink>
      </>,
      '/reqs/review',
    );
    expect(screen.getByRole('link', { name: 'Reqs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('matches whole segments only', () => {
    expect(isActivePath('/profile/user/1', '/profile')).toBe(true);
    expect(isActivePath('/profiles', '/profile')).toBe(false);
    expect(isActivePath('/feed', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
