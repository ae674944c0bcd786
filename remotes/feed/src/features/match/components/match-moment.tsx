import { ModalDialog } from '@hackmate/shared/dialog';
import type { Match } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import './match-moment.css';

export interface MatchMomentProps {
  match: Match;
  /** The signed-in person, as their own picture shows them. */
  me: { fullName?: string; profileUrl?: string };
  onSayHi: () => void;
  onKeepSwiping: () => void;
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

/**
 * "It's a match": the swipe connected the two, so there is nothing to undo. Both pictures, and two
 * ways on: Say hi (focused first: it is why people swipe) or Keep swiping (also Escape and a click
 * beside it). The pictures pop in unless the system asks for reduced motion.
 */
export function MatchMoment({ match, me, onSayHi, onKeepSwiping }: MatchMomentProps) {
  const { partner } = match;
  const name = firstName(partner.fullName);
  return (
    <ModalDialog title="It's a match!" description={<p>You and {name} both want to team up. You are connected now.</p>} onClose={onKeepSwiping}>
      <div className="hm-match__pictures">
        <Avatar src={me.profileUrl} name={me.fullName} size={96} className="hm-match__picture" priority />
        <Avatar src={partner.profileUrl} name={partner.fullName} size={96} className="hm-match__picture hm-match__picture--partner" priority />
      </div>
      <div className="hm-dialog-actions">
        <button type="button" className="hm-btn" onClick={onKeepSwiping}>
          Keep swiping
        </button>
        <button type="button" className="hm-btn hm-btn-primary" data-autofocus onClick={onSayHi}>
          Say hi
        </button>
      </div>
    </ModalDialog>
  );
}
