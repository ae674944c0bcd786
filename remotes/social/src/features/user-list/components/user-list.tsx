import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { LoadingRegion, Skeleton, SkeletonLines } from '@hackmate/shared/skeleton';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import './user-list.css';
import './user-summary.css';

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
  /** Said when the list is empty: what is missing, then what to do about it (with a link). */
  empty: { text: string; next: ReactNode };
}

/**
 * A list screen's body: the list once loaded, the empty state for an empty one, else skeleton
 * cards or the failure with Retry. A failed refresh of a loaded list keeps showing that list.
 * When the entry with the focus leaves, the focus moves to the next one, or the empty state.
 */
export function QueryUserList<T extends { _id: string }>({ query, what, empty, ...list }: QueryUserListProps<T>) {
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
  if (items === undefined) return <UserListSkeleton label={`Loading your ${what}`} />;
  if (items.length > 0) return <UserList items={items} {...list} {...focus} />;
  return (
    <div ref={emptyRef} className="hm-social-empty" tabIndex={-1}>
      <p className="hm-social-empty__text">{empty.text}</p>
      <p className="hm-muted">{empty.next}</p>
    </div>
  );
}

/** Three summary cards' shape (picture, name, @username, actions) while the list loads. */
function UserListSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="hm-social-list">
      {[0, 1, 2].map((i) => (
        <span key={i} className="hm-user-summary">
          <Skeleton shape="circle" width={64} height={64} />
          <span>
            <Skeleton width="45%" height="1.1rem" />
            <SkeletonLines lines={1} />
          </span>
          <span className="hm-user-summary__actions">
            <Skeleton shape="pill" width="7rem" height="2.5rem" />
            <Skeleton shape="pill" width="7rem" height="2.5rem" />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}
