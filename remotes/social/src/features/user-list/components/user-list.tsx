import type { ReactNode } from 'react';
import './user-list.css';

interface UserListProps<T> {
  items: readonly T[];
  /** Names the list for screen readers ('Connections', 'Received requests'). */
  label: string;
  children: (item: T) => ReactNode;
}

/** The column of cards on a social screen, one list item per entry. */
export function UserList<T extends { _id: string }>({ items, label, children }: UserListProps<T>) {
  return (
    <ul className="hm-social-list" aria-label={label}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
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

interface QueryUserListProps<T> extends Omit<UserListProps<T>, 'items'> {
  query: ListQuery<T>;
  /** Plural noun for the loading and failure texts ('connections', 'requests'). */
  what: string;
  emptyText: string;
}

/**
 * A list screen's body: the list once loaded, the empty text for an empty one, else the loading
 * text or the failure with Retry. A failed refresh of a loaded list keeps showing that list.
 */
export function QueryUserList<T extends { _id: string }>({ query, what, emptyText, ...list }: QueryUserListProps<T>) {
  const items = query.data;
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
  return items.length === 0 ? <p className="hm-muted">{emptyText}</p> : <UserList items={items} {...list} />;
}
