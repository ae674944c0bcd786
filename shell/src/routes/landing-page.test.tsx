import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $signedIn, clearUser } from '@hackmate/shared/stores';
import { renderAt } from '../testing/render';
import { LandingPage } from './landing-page';

beforeEach(() => {
  $signedIn.set(null);
  clearUser();
});

describe('LandingPage', () => {
  it('presents the product: tagline, the features section and the developer message', () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/connect.*collaborate.*build.*succeed/i);
    const features = screen.getByRole('region', { name: 'Why the product?' });
    expect(features).toHaveAttribute('id', 'features');
    for (const name of [
      'Find teammates',
      'Skill-based filtering',
      'Hackathon journey timeline',
      'Skills and projects portfolio',
      'Built-in messaging',
      'Teams for every hackathon',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    // It claims only what the product does.
    expect(screen.queryByText(/mentor/i)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Developer's Message" })).toHaveAttribute('id', 'dev');
    expect(screen.getByRole('link', { name: /write to me/i }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('invites visitors to join, linking to /signup', () => {
    $signedIn.set(false);
    const { location } = renderAt(<LandingPage />);
    const join = screen.getByRole('link', { name: 'Join the Community' });
    expect(join).toHaveAttribute('href', '/signup');
    fireEvent.click(join);
    expect(location().pathname).toBe('/signup');
  });

  it('does not invite a signed-in user to join', () => {
    $signedIn.set(true);
    renderAt(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'Join the Community' })).not.toBeInTheDocument();
  });

  it('shows the copyright footer only while nobody is signed in', () => {
    const { unmount } = renderAt(<LandingPage />);
    expect(screen.getByText(/© \d{4} Hackmate/)).toBeInTheDocument();
    unmount();

    $signedIn.set(true);
    renderAt(<LandingPage />);
    expect(screen.queryByText(/© \d{4} Hackmate/)).not.toBeInTheDocument();
  });
});
