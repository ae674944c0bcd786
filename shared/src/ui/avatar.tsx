import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_AVATAR, fallBackToDefaultAvatar } from './default-avatar';

interface AvatarProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  name?: string;
  size?: number;
}

/** A profile picture that falls back to the default avatar when missing or broken. */
export function Avatar({ src, name, size = 48, style, ...rest }: AvatarProps) {
  return (
    <img
      {...rest}
      src={src || DEFAULT_AVATAR}
      alt={name ? `${name}'s profile picture` : 'Profile picture'}
      width={size}
      height={size}
      loading="lazy"
      onError={fallBackToDefaultAvatar}
      style={{ borderRadius: '50%', objectFit: 'cover', ...style }}
    />
  );
}
