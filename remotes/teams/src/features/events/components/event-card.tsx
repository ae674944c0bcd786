import type { EventSummary } from '@hackmate/shared/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from '@hackmate/shared/router';
import { countsText, eventDatesText, placeText, teamSizeText } from '../lib/event-text';
import '../../../styles/chip-row.css';
import '../../../styles/card-title.css';
import './events.css';

export interface EventCardProps {
  event: EventSummary;
  /** Actions under the facts. */
  children?: ReactNode;
}

/** A hackathon in a list: its name (to its page), when, where, team size and who is there. */
export function EventCard({ event, children }: EventCardProps) {
  const titleId = useId();
  return (
    <article className="hm-card hm-event-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="hm-card-title hm-event-card__name">
        <Link to={`/events/${event._id}`}>{event.name}</Link>
      </h2>
      <p className="hm-event-card__dates">
        <time dateTime={event.startsAt}>{eventDatesText(event.startsAt, event.endsAt)}</time>
        {event.past ? <span className="hm-chip hm-event-card__past">Past</span> : null}
      </p>
      <ul className="hm-chip-row" aria-label="About it">
        <li className="hm-chip">{placeText(event)}</li>
        <li className="hm-chip">{teamSizeText(event)}</li>
      </ul>
      <p className="hm-muted hm-event-card__counts">{countsText(event)}</p>
      {children ? <div className="hm-event-card__actions">{children}</div> : null}
    </article>
  );
}
