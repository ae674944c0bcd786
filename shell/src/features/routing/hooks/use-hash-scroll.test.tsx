import { fireEvent, screen } from '@testing-library/react';
import { Link } from '@hackmate/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { useHashScroll } from './use-hash-scroll';

function Page() {
  useHashScroll();
  return (
    <>
      <Link to="/#dev">Developer&apos;s Message</Link>
      <Link to="/feed">Explore</Link>
      <section id="dev">Hi</section>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useHashScroll', () => {
  it('scrolls to the section a link names, again when it is chosen twice', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAt(<Page />, '/feed');
    fireEvent.click(screen.getByRole('link', { name: "Developer's Message" }));
    fireEvent.click(screen.getByRole('link', { name: "Developer's Message" }));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('starts a new page at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt(<Page />, '/');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
