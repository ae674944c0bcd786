import { LoadingRegion, Skeleton } from '@hackmate/shared/skeleton';
import './chat-pane.css';
import './messages.css';

/** Theirs on the left, ours on the right, of varied lengths: the shape of a conversation. */
const BUBBLES = [
  { mine: false, width: '55%' },
  { mine: false, width: '35%' },
  { mine: true, width: '45%' },
  { mine: false, width: '60%' },
  { mine: true, width: '30%' },
];

/** The history's shape while a chat loads, at the bottom of the log where messages arrive. */
export function ChatSkeleton() {
  return (
    <LoadingRegion label="Loading the conversation" className="chat-bubbles">
      {BUBBLES.map((b, i) => (
        <Skeleton key={i} width={b.width} height="2.6rem" className={b.mine ? 'chat-skeleton-mine' : 'chat-skeleton-theirs'} style={{ borderRadius: 'var(--hm-radius)' }} />
      ))}
    </LoadingRegion>
  );
}
