/** A row's unread badge (1:1 or team chat), nothing when all is read. */
export function UnreadCount({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span className="chat-convo-unread" aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
