import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
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
