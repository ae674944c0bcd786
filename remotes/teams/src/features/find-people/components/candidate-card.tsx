import type { TeamCandidate } from '@hackmate/shared/contracts';
import { Avatar, ReasonChips } from '@hackmate/shared/ui';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Link } from '@hackmate/shared/router';
import { LookingFacts } from '../../attendance';
import { hoursApartText } from '../lib/filters';
import { swipeSide, type SwipeSide } from '../lib/swipe';

export interface CandidateCardProps {
  candidate: TeamCandidate;
  /** Set while the card leaves to that side. */
  leaving?: SwipeSide | null;
  /** A drag past the commit distance; sides the viewer may not take spring back. */
  onSwipe?: (side: SwipeSide) => void;
  canSwipe?: (side: SwipeSide) => boolean;
  /** The card under the top one: seen, not read or reached. */
  behind?: boolean;
  /** Take the focus when shown (the card before it had it and left). */
  autoFocus?: boolean;
}

const INTERACTIVE = 'a, button, input, select, textarea';

/**
 * One person who could fill the team's gaps: why, the roles they bring and seek, commitment, time
 * zone and how far from the team, and their pitch. Dragged sideways with mouse, pen or finger.
 */
export function CandidateCard({ candidate, leaving = null, onSwipe, canSwipe = () => true, behind = false, autoFocus = false }: CandidateCardProps) {
  const nameId = useId();
  const { user, post, reasons } = candidate;
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus && !behind) ref.current?.focus();
  }, [autoFocus, behind]);
  const distance = hoursApartText(candidate.hoursApart);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (behind || leaving || !onSwipe || event.button !== 0 || (event.target as Element).closest(INTERACTIVE)) return;
    start.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointer === event.pointerId) setDx(event.clientX - start.current.x);
  }
  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointer !== event.pointerId) return;
    start.current = null;
    const side = event.type === 'pointerup' ? swipeSide(dx) : null;
    setDx(0);
    if (side && canSwipe(side)) onSwipe?.(side);
  }

  const className = ['hm-card', 'hm-candidate-card', leaving ? `hm-candidate-card--leaving-${leaving}` : '', behind ? 'hm-candidate-card--behind' : '', dx !== 0 ? 'hm-candidate-card--dragging' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article
      ref={ref}
      className={className}
      tabIndex={behind || leaving ? -1 : 0}
      aria-labelledby={nameId}
      aria-hidden={behind || leaving ? true : undefined}
      inert={behind || leaving ? true : undefined}
      data-testid={behind ? undefined : 'candidate-card'}
      style={dx !== 0 && !leaving ? { transform: `translateX(${dx}px) rotate(${dx / 25}deg)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="hm-candidate-card__head">
        <Avatar src={user.profileUrl} name={user.fullName} size={64} draggable={false} />
        <div>
          <h3 id={nameId} className="hm-candidate-card__name">
            {user.deleted ? user.fullName : <Link to={`/profile/user/${user._id}`}>{user.fullName}</Link>}
          </h3>
          <p className="hm-muted hm-candidate-card__username">@{user.userName}</p>
        </div>
      </div>
      <ReasonChips reasons={reasons} label="Why they fit your team" />
      <LookingFacts post={post} timeZoneNote={distance ? <span className="hm-muted"> · {distance}</span> : null} />
    </article>
  );
}
