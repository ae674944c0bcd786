import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import './user-list.css';

interface UserListProps<T> {
  items: readonly T[];
  /** Names the list for screen readers ('Connections', 'Received requests'). */
  label: string;
  children: (item: T) => ReactNode;
  listRef?: Ref<HTMLUListElement>;
  onFocus?: FocusEventHandler<HTMLUListElement>;
  onBlur?: FocusEventHandler<HTMLUListElement>;
}

/** The column of cards on a social screen, one list item per entry (focusable by script, to land on). */
export function UserList<T extends { _id: string }>({ items, label, children, listRef, onFocus, onBlur }: UserListProps<T>) {
  return (
    <ul ref={listRef} className="hm-social-list" aria-label={label} onFocus={onFocus} onBlur={onBlur}>
      {items.map((item) => (
        <li key={item._id} data-id={item._id} tabIndex={-1}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** What a list screen needs of its query (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryUserListProps<T> extends Omit<UserListProps<T>, 'items' | 'listRef' | 'onFocus' | 'onBlur'> {
  query: ListQuery<T>;
  /** Plural noun for the loading and failure texts ('connections', 'requests'). */
  what: string;
  emptyText: string;
}

/**
 * A list screen's body: the list once loaded, the empty text for an empty one, else the loading
 * text or the failure with Retry. A failed refresh of a loaded list keeps showing that list.
 * When the entry with the focus leaves, the focus moves to the next one, or the empty text.
 */
export function QueryUserList<T extends { _id: string }>({ query, what, emptyText, ...list }: QueryUserListProps<T>) {
  const items = query.data;
  const { emptyRef, ...focus } = useFocusAfterRemoval(items);
  if (items === undefined && query.isError) {
    return (
      <p>
        Could not load your {what}.{' '}
        <button type="button" className="hm-btn" onClick={() => void query.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  if (items === undefined) {
    return (
      <p className="hm-muted" role="status">
        Loading {what}…
      </p>
    );
  }
  return items.length === 0 ? (
    <p ref={emptyRef} className="hm-muted" tabIndex={-1}>
      {emptyText}
    </p>
  ) : (
    <UserList items={items} {...list} {...focus} />
  );
}
