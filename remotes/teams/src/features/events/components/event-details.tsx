import type { EventDetail } from '@hackmate/shared/contracts';
import { countsText, eventDatesText, placeText, teamSizeText } from '../lib/event-text';
import './events.css';

/** The facts of one event, on its page. */
export function EventDetails({ event }: { event: EventDetail }) {
  return (
    <div className="hm-card hm-event-details">
      <dl>
        <dt>When</dt>
        <dd>
          <time dateTime={event.startsAt}>{eventDatesText(event.startsAt, event.endsAt)}</time>
          {event.past ? ' (over)' : ''}
        </dd>
        <dt>Where</dt>
        <dd>{placeText(event)}</dd>
        <dt>Team size</dt>
        <dd>{teamSizeText(event)}</dd>
        <dt>Website</dt>
        <dd>
          <a href={event.website} target="_blank" rel="noopener noreferrer">
            {event.website}
          </a>
        </dd>
      </dl>
      <p className="hm-muted hm-event-card__counts">{countsText(event)}</p>
    </div>
  );
}
