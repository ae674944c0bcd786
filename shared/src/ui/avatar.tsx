import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_AVATAR, fallBackToDefaultAvatar } from './default-avatar';

interface AvatarProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> {
  src?: string | null;
  name?: string;
  size?: number;
  /** The page's main picture (the feed's top card): fetched at once and first, not lazily. */
  priority?: boolean;
}

/** A profile picture that falls back to the default avatar when missing or broken. */
export function Avatar({ src, name, size = 48, priority = false, style, ...rest }: AvatarProps) {
  return (
    <img
      {...rest}
      src={src || DEFAULT_AVATAR}
      alt={name ? `${name}'s profile picture` : 'Profile picture'}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={fallBackToDefaultAvatar}
      style={{ borderRadius: '50%', objectFit: 'cover', ...style }}
    />
  );
}

/**
 * Starts downloading a picture at high priority before anything renders it: the feed calls it
 * when a first page arrives, so the top card's picture (the page's largest paint) is on its way
 * while the code that shows the card still runs. Once per picture.
 */
export function preloadPicture(src: string | null | undefined): void {
  if (!src || typeof document === 'undefined') return;
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === src);
  if (known) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
