import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import { COMMITMENT_LABELS, type UnteamedPerson } from '@hackmate/shared/contracts';
import { Avatar } from '@hackmate/shared/ui';

/** Everyone still without a team: who they are, what they bring, where and how seriously. */
export function UnteamedList({ people, total }: { people: readonly UnteamedPerson[]; total: number }) {
  if (people.length === 0) return <p className="hm-muted">Everyone who is going is in a team.</p>;
  return (
    <>
      <ul className="hm-unteamed">
        {people.map(({ user, looking, roles, timeZone, commitment }) => (
          <li key={user._id} className="hm-unteamed__person">
            <Avatar src={user.profileUrl} name={user.fullName} size={36} />
            <div className="hm-unteamed__who">
              <strong>{user.fullName}</strong> <span className="hm-muted">@{user.userName}</span>
              <span className="hm-unteamed__facts">
                {roles.length ? roles.map((r) => ROLE_LABELS[r]).join(', ') : 'No roles given'}
                {timeZone ? ` · ${timeZone}` : ''}
                {commitment ? ` · ${COMMITMENT_LABELS[commitment]}` : ''}
              </span>
            </div>
            <span className={looking ? 'hm-chip' : 'hm-chip hm-unteamed__idle'}>{looking ? 'Looking' : 'Not looking'}</span>
          </li>
        ))}
      </ul>
      {total > people.length ? <p className="hm-muted">…and {total - people.length} more.</p> : null}
    </>
  );
}
