import type { TeamDetail } from '@hackmate/shared/contracts';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CardSkeletons, LoadFailed, Loading } from '../../layout';
import { useSendRequest } from '../../team-requests';
import { useCandidateStack, usePassCandidate } from '../hooks/use-candidate-stack';
import type { CandidateFilters } from '../lib/filters';
import { SWIPE_EXIT_MS, inviteRole, type SwipeSide } from '../lib/swipe';
import { CandidateCard } from './candidate-card';

export const NOBODY_LOOKING_TEXT = 'Nobody else is looking for these roles yet';

export interface CandidateDeckProps {
  team: TeamDetail;
  /** The owner invites (right) and passes (left); other members only skip (left) on this screen. */
  canInvite: boolean;
  filters: CandidateFilters;
  /** People already swiped on this screen (under any filters): never shown again here. */
  swiped: ReadonlySet<string>;
  onSwiped: (userId: string) => void;
  onClearFilters?: () => void;
}

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The team's candidates one card at a time, swiped by drag, buttons or ← / → (while the deck has
 * focus). One press is one card: while a card leaves, presses do nothing, so an invite or a pass
 * is sent once per card.
 */
export function CandidateDeck({ team, canInvite, filters, swiped, onSwiped, onClearFilters }: CandidateDeckProps) {
  const stack = useCandidateStack(team._id, filters, swiped);
  const invite = useSendRequest('invite', team);
  const pass = usePassCandidate(team._id);
  const [leaving, setLeaving] = useState<{ id: string; side: SwipeSide } | null>(null);
  const [said, setSaid] = useState('');
  // Set at once (a state update would let a second click in before the next render).
  const busy = useRef(false);
  // Once per card, however slow the machine: after the card's exit the deck may render it one
  // last time before it is gone, and a click then must not act on it again.
  const actedOn = useRef<string | null>(null);
  // The leaving card had the focus: the next one takes it, so the keys go on working.
  const [refocus, setRefocus] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const top = stack.cards[0];
  const next = stack.cards[1];
  const firstName = top?.user.fullName.trim().split(/\s+/)[0] ?? '';
  const canSwipe = useCallback((side: SwipeSide) => side === 'left' || canInvite, [canInvite]);

  const act = useCallback(
    (side: SwipeSide) => {
      if (!top || busy.current || actedOn.current === top.user._id || !canSwipe(side)) return;
      busy.current = true;
      actedOn.current = top.user._id;
      setRefocus(document.activeElement?.classList.contains('hm-candidate-card') ?? false);
      const { _id: userId, fullName } = top.user;
      setLeaving({ id: userId, side });
      if (side === 'right') {
        invite.mutate({ userId, role: inviteRole(team.openRoles, top.post.bring) });
        setSaid(`Inviting ${fullName}…`);
      } else if (canInvite) {
        pass.mutate(userId);
        setSaid(`Passed on ${fullName}.`);
      } else {
        setSaid(`Skipped ${fullName}.`);
      }
      // The card goes whether or not the call succeeds (a failure is toasted), as in the feed.
      timer.current = setTimeout(() => {
        onSwiped(userId);
        setLeaving(null);
        busy.current = false;
      }, SWIPE_EXIT_MS);
    },
    [top, canSwipe, canInvite, invite, pass, team.openRoles, onSwiped],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || typingInField(event.target)) return;
    if (event.key === 'ArrowRight' && canInvite) act('right');
    else if (event.key === 'ArrowLeft') act('left');
    else return;
    event.preventDefault();
  }

  if (!top) {
    if (stack.failed) return <LoadFailed message="Could not load people for your team." onRetry={stack.retry} />;
    if (stack.loading || !stack.exhausted) {
      return (
        <Loading label="Finding people for your team">
          <CardSkeletons count={1} />
        </Loading>
      );
    }
    return (
      <div className="hm-find__empty">
        <p className="hm-muted hm-teams-note">{NOBODY_LOOKING_TEXT}</p>
        {onClearFilters ? (
          <button type="button" className="hm-btn" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
      </div>
    );
  }

  const waiting = leaving !== null;
  return (
    <div className="hm-find__deck" onKeyDown={onKeyDown}>
      <p className="hm-muted hm-find__hint">{canInvite ? '← Pass · Invite →' : '← Skip'}</p>
      <div className="hm-find__stack">
        {next ? <CandidateCard key={next.user._id} candidate={next} behind /> : null}
        <CandidateCard key={top.user._id} candidate={top} leaving={leaving?.id === top.user._id ? leaving.side : null} onSwipe={act} canSwipe={canSwipe} autoFocus={refocus} />
      </div>
      <div className="hm-find__actions">
        <button type="button" className="hm-btn hm-btn-danger" aria-disabled={waiting || undefined} aria-label={`${canInvite ? 'Pass on' : 'Skip'} ${top.user.fullName}`} onClick={() => act('left')}>
          {canInvite ? 'Pass' : 'Skip'}
        </button>
        {canInvite ? (
          <button type="button" className="hm-btn hm-btn-primary" aria-disabled={waiting || undefined} aria-label={`Invite ${top.user.fullName} to ${team.name}`} onClick={() => act('right')}>
            Invite {firstName}
          </button>
        ) : null}
      </div>
      <p className="hm-muted hm-find__said" role="status">
        {said}
      </p>
    </div>
  );
}
