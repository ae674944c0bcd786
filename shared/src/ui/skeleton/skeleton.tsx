import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS length; a block fills its line by default. */
  width?: string | number;
  /** CSS length; the height of the text or element it stands in for. */
  height?: string | number;
  /** 'circle' for avatars, 'pill' for chips and buttons. */
  shape?: 'block' | 'circle' | 'pill';
  className?: string;
  style?: CSSProperties;
}

/**
 * A grey shape standing in for one piece of content while it loads (a line of text, an avatar, a
 * button), sized like it so nothing moves when the content arrives. Drawn for the eye only: the
 * region around it says what is loading (see LoadingRegion).
 */
export function Skeleton({ width, height = '1em', shape = 'block', className, style }: SkeletonProps) {
  return (
    <span
      className={`hm-skeleton hm-skeleton--${shape}${className ? ` ${className}` : ''}`}
      style={{ width, height, ...(shape === 'circle' ? { minWidth: width } : null), ...style }}
      aria-hidden="true"
    />
  );
}

export interface LoadingRegionProps {
  /** What is loading, for screen readers only ("Loading your connections"). */
  label: string;
  /** The skeleton: the screen's shape, drawn while it loads. */
  children: ReactNode;
  className?: string;
  /** Element of the region; a list skeleton inside a list screen may want 'section'. */
  as?: 'div' | 'section' | 'li';
}

/**
 * A loading screen or part of one: busy for assistive technology, announced once by its hidden
 * label, and shown as the skeleton it wraps. No visible "Loading…" text.
 */
export function LoadingRegion({ label, children, className, as: Tag = 'div' }: LoadingRegionProps) {
  return (
    <Tag className={className} aria-busy="true" data-loading="">
      <span className="hm-visually-hidden" role="status">
        {label}
      </span>
      {children}
    </Tag>
  );
}

/** Lines of text standing in for a paragraph; the last one shorter, as text usually ends. */
export function SkeletonLines({ lines = 3, height = '0.9em', gap = '0.6em' }: { lines?: number; height?: string; gap?: string }) {
  return (
    <span className="hm-skeleton-lines" style={{ gap }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={height} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
