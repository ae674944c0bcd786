import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, preloadPicture } from './avatar';
import { DEFAULT_AVATAR } from './default-avatar';

describe('Avatar', () => {
  it('shows the default avatar when there is no picture', () => {
    render(<Avatar name="Ada" />);
    expect(screen.getByAltText("Ada's profile picture")).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('falls back to the default avatar when the picture is broken', () => {
    render(<Avatar name="Ada" src="https://example.invalid/missing.png" />);
    const img = screen.getByAltText("Ada's profile picture");
    expect(img).toHaveAttribute('src', 'https://example.invalid/missing.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
  });
});

describe('picture priority', () => {
  it('loads pictures lazily, at their size, except the page’s main one, which comes first', () => {
    render(
      <>
        <Avatar name="Ada" src="https://example.test/ada.png" size={64} />
        <Avatar name="Bo" src="https://example.test/bo.png" size={400} priority />
      </>,
    );
    const ada = screen.getByAltText("Ada's profile picture");
    expect(ada).toHaveAttribute('loading', 'lazy');
    expect(ada).toHaveAttribute('width', '64');
    expect(ada).toHaveAttribute('height', '64');
    const bo = screen.getByAltText("Bo's profile picture");
    expect(bo).toHaveAttribute('loading', 'eager');
    expect(bo).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads a picture once, at high priority, before anything shows it', () => {
    preloadPicture('https://example.test/top.png');
    preloadPicture('https://example.test/top.png');
    preloadPicture(null);
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.test/top.png');
    expect(links[0]).toHaveAttribute('fetchpriority', 'high');
    links[0]!.remove();
  });
});
