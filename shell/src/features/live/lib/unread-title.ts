import { $unreadTotal } from '@hackmate/shared/live';

/** "(3) Hackmate" while messages wait to be read, the plain title otherwise. */
export function titleWithUnread(base: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${base}` : base;
}

/**
 * Keeps the tab's title showing the unread total, on the title the page was served with
 * (index.html: "Hackmate"). Returns a stop function.
 */
export function showUnreadInTitle(doc: Document = document): () => void {
  // A count left by a previous run (hot reload) is not part of the base.
  const base = doc.title.replace(/^\(\d+\) /, '');
  return $unreadTotal.subscribe((unread) => {
    doc.title = titleWithUnread(base, unread);
  });
}
