import type { ReactNode } from 'react';
import { socialHref } from '@hackmate/shared/catalogues';

interface ExternalLinkProps {
  /** What the user typed; https:// is prepended when it has no scheme. */
  value: string | null | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * A link to somewhere else on the web, opened in a new tab without giving that page a handle on
 * ours. Anything that is not an http(s) address (e.g. `javascript:`) is never rendered as a link.
 */
export function ExternalLink({ value, children, className }: ExternalLinkProps) {
  const href = socialHref(value);
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
