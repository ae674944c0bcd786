import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

export interface FocusAfterRemoval {
  listRef: RefObject<HTMLUListElement | null>;
  emptyRef: RefObject<HTMLDivElement | null>;
  /** For the list: where in it the focus last was. */
  onFocus: (event: FocusEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
}

/**
 * When the entry holding the focus leaves the list (a request accepted, a connection removed),
 * the focus goes to the entry now in its place (or the one before, at the end), or to the empty
 * state, instead of falling back to the top of the page.
 */
export function useFocusAfterRemoval(items: readonly { _id: string }[] | undefined): FocusAfterRemoval {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const last = useRef<{ id: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const was = last.current;
    if (!was || !items || items.some((item) => item._id === was.id)) return;
    last.current = null;
    // The focus went somewhere on purpose meanwhile: leave it there.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = listRef.current?.children[Math.min(was.index, items.length - 1)] as HTMLElement | undefined;
    (next ?? emptyRef.current)?.focus();
  }, [items]);

  return {
    listRef,
    emptyRef,
    onFocus(event) {
      const entry = (event.target as HTMLElement).closest<HTMLElement>('li[data-id]');
      const list = listRef.current;
      if (entry && list) last.current = { id: entry.dataset.id!, index: [...list.children].indexOf(entry) };
    },
    onBlur(event) {
      // Only a move elsewhere forgets it: a button disabled while its action runs drops the
      // focus to nowhere (no related target), and that entry is the one about to leave.
      const to = event.relatedTarget as Node | null;
      if (to && !event.currentTarget.contains(to)) last.current = null;
    },
  };
}
