import { Skeleton } from '@hackmate/shared/skeleton';
import { ChatSkeleton } from './chat-skeleton';
import './chat-pane.css';
import './messages.css';

/** The chat pane's frame while its code arrives: the same boxes ChatPane draws while a chat loads. */
export function ChatScreenLoading() {
  return (
    <section className="chat-pane" aria-busy="true">
      <header className="chat-header">
        <Skeleton shape="circle" width={36} height={36} />
        <span className="chat-partner-text">
          <Skeleton width="8rem" />
        </span>
      </header>
      <div className="chat-messages">
        <ChatSkeleton />
      </div>
    </section>
  );
}
