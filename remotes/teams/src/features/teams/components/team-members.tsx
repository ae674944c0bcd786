import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import type { TeamDetail, TeamMember } from '@hackmate/shared/contracts';
import { ConfirmDialog } from '@hackmate/shared/dialog';
import { Avatar } from '@hackmate/shared/ui';
import { useState } from 'react';
import { Link } from '@hackmate/shared/router';
import { useRemoveMember, useTransferOwner, useVouch } from '../hooks/use-team-mutations';
import { VouchButton } from './vouch-button';
import '../../../styles/card-title.css';
import './teams.css';

type Asking = { member: TeamMember; action: 'remove' | 'owner' } | null;

/**
 * The members with their roles, the owner marked. The owner may remove another member or make
 * them the owner, each after a confirmation; both buttons wait while either is on its way. With
 * `vouching` (a member, after the event) each teammate gets "Would team up again".
 */
export function TeamMembers({ team, myId, vouching = false }: { team: TeamDetail; myId: string | undefined; vouching?: boolean }) {
  const manage = team.me.relation === 'owner';
  const remove = useRemoveMember(team);
  const transfer = useTransferOwner(team);
  const vouch = useVouch(team);
  const [asking, setAsking] = useState<Asking>(null);
  const pending = remove.isPending || transfer.isPending;

  function confirm() {
    if (!asking) return;
    const done = { onSettled: () => setAsking(null) };
    if (asking.action === 'remove') remove.mutate({ userId: asking.member.user._id, leaving: false }, done);
    else transfer.mutate(asking.member, done);
  }

  return (
    <>
      <ul className="hm-team-members" aria-label="Members">
        {team.members.map((member) => {
          const { user } = member;
          const teammate = user._id !== myId;
          const managed = manage && !member.owner;
          return (
            <li key={user._id} className="hm-team-member" aria-label={user.fullName}>
              <Avatar src={user.profileUrl} name={user.fullName} size={40} />
              <div>
                <p className="hm-card-title hm-team-member__name">{user.deleted ? user.fullName : <Link to={`/profile/user/${user._id}`}>{user.fullName}</Link>}</p>
                <p className="hm-muted hm-team-member__role">
                  {member.role ? ROLE_LABELS[member.role] : 'No role set'}
                  {member.owner ? <span className="hm-chip">Owner</span> : null}
                </p>
              </div>
              {teammate && (vouching || managed) ? (
                <div className="hm-team-member__actions">
                  {vouching ? (
                    <VouchButton
                      member={member}
                      done={team.me.vouchedFor.includes(user._id)}
                      pending={vouch.isPending && vouch.variables?.user._id === user._id}
                      onVouch={(m) => vouch.mutate(m)}
                    />
                  ) : null}
                  {managed ? (
                    <>
                      <button type="button" className="hm-btn" disabled={pending} onClick={() => setAsking({ member, action: 'owner' })}>
                        Make owner
                      </button>
                      <button type="button" className="hm-btn hm-btn-danger" disabled={pending} onClick={() => setAsking({ member, action: 'remove' })}>
                        Remove
                      </button>
                    </>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={asking.action === 'remove' ? `Remove ${asking.member.user.fullName} from ${team.name}?` : `Make ${asking.member.user.fullName} the owner?`}
          description={asking.action === 'remove' ? 'Their place opens again.' : 'They will manage the team; you stay a member.'}
          confirmLabel={asking.action === 'remove' ? 'Remove' : 'Make owner'}
          pendingLabel={asking.action === 'remove' ? 'Removing…' : 'Handing over…'}
          pending={pending}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
