import type { TeamMember } from '@hackmate/shared/contracts';
import { CheckIcon } from '@hackmate/shared/ui';

export interface VouchButtonProps {
  member: TeamMember;
  /** Already said (the team's `me.vouchedFor`): pressed for good, nothing to take back. */
  done: boolean;
  pending: boolean;
  onVouch: (member: TeamMember) => void;
}

/** "Would team up again" about one teammate, once; pressed after. */
export function VouchButton({ member, done, pending, onVouch }: VouchButtonProps) {
  return (
    <button
      type="button"
      className={done ? 'hm-btn hm-btn-primary hm-vouch' : 'hm-btn hm-vouch'}
      aria-pressed={done}
      title={done ? `You said you would team up with ${member.user.fullName} again` : undefined}
      disabled={done || pending}
      onClick={() => onVouch(member)}
    >
      {done ? <CheckIcon /> : null}
      Would team up again
    </button>
  );
}
