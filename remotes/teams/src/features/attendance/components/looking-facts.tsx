import { COMMITMENT_LABELS, type LookingPost } from '@hackmate/shared/contracts';
import type { ReactNode } from 'react';
import { RoleChips } from '../../role-picker';
import { timeZoneLabel } from '../lib/time-zones';
import './attendance.css';

/**
 * A "looking for a team" post: roles brought and sought, commitment, time zone, pitch.
 * `timeZoneNote` follows the zone (Find people adds how far it is from the team).
 */
export function LookingFacts({ post, timeZoneNote }: { post: LookingPost; timeZoneNote?: ReactNode }) {
  return (
    <>
      <dl className="hm-looking-facts">
        <dt>Brings</dt>
        <dd>
          <RoleChips label="Roles they bring" roles={post.bring} />
        </dd>
        {post.seek.length > 0 ? (
          <>
            <dt>Seeks</dt>
            <dd>
              <RoleChips label="Roles they seek" roles={post.seek} />
            </dd>
          </>
        ) : null}
        <dt>Commitment</dt>
        <dd>{COMMITMENT_LABELS[post.commitment]}</dd>
        <dt>Time zone</dt>
        <dd>
          {timeZoneLabel(post.timeZone)}
          {timeZoneNote}
        </dd>
      </dl>
      {post.pitch ? <p className="hm-looking-pitch">“{post.pitch}”</p> : null}
    </>
  );
}
