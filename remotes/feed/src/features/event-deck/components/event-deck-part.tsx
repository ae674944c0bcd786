import { Link } from '@hackmate/shared/router';
import './event-deck.css';

export interface EventDeckPartProps {
  /** Above the deck, its end, or in its place when the event cannot be found (unknown, or invite-only and not mine). */
  part: 'header' | 'end' | 'missing';
  /** The event's name, once the first page has brought it. */
  name: string | undefined;
}

/** What an event's deck adds to the feed: whose deck it is, its end, and always the way back to everyone. */
export function EventDeckPart({ part, name }: EventDeckPartProps) {
  const event = name ?? 'this hackathon';
  if (part === 'header') {
    return (
      <div className="hm-event-deck">
        <h2 className="hm-event-deck__title">People going to {event}</h2>
        <Link to="/feed">Back to the whole feed</Link>
      </div>
    );
  }
  return (
    <>
      <p>{part === 'missing' ? 'This hackathon could not be found.' : `You've seen everyone going to ${event}.`}</p>
      <Link className="hm-btn hm-btn-primary" to="/feed">
        Back to the whole feed
      </Link>
    </>
  );
}
