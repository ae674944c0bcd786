import { apiStatus } from '@hackmate/shared/api';
import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import type { TeamDetail } from '@hackmate/shared/contracts';
import { Link, useParams } from '@hackmate/shared/router';
import { useEvent } from '../features/events';
import { FindPeople } from '../features/find-people';
import { LoadFailed, Loading, PageFrame, PageSection } from '../features/layout';
import { ReportTeam } from '../features/report-team';
import { TeamChat } from '../features/team-chat';
import { AskToJoin, MyTeamRequest, PendingRequests } from '../features/team-requests';
import { EditTeam, LeaveTeam, TeamMembers, TeamOverview, useTeam } from '../features/teams';

/**
 * What someone who is not in the team may do: ask to join while looking at its event. An invite
 * or a request of mine already open with the team is answered in its own card (MyTeamRequest).
 */
function OutsiderActions({ team }: { team: TeamDetail }) {
  const event = useEvent(team.eventId);
  const me = event.data?.me;
  if (team.me.relation === 'invited' || team.me.relation === 'requested') return null;
  if (!event.data || event.data.past || team.full) return null;
  if (me?.teamId) return null;
  if (!me?.looking) {
    return (
      <p className="hm-muted hm-teams-note">
        To ask to join, say you are <Link to={`/events/${team.eventId}`}>looking for a team at {team.eventName}</Link> first.
      </p>
    );
  }
  return <AskToJoin team={team} myRoles={me.looking.bring} />;
}

/** The members; once the event is over, its members may say of each other "Would team up again". */
function Members({ team, myId }: { team: TeamDetail; myId: string | undefined }) {
  const inTeam = team.me.relation === 'owner' || team.me.relation === 'member';
  const event = useEvent(inTeam ? team.eventId : undefined);
  const vouching = inTeam && event.data?.past === true && team.members.some((m) => m.user._id !== myId);
  return (
    <>
      {vouching ? <p className="hm-muted hm-teams-note">{team.eventName} is over. Would you team up with them again? Their profiles show how many teammates would.</p> : null}
      <TeamMembers team={team} myId={myId} vouching={vouching} />
    </>
  );
}

/** "Find people for <team>" for its members while it has room and its event is ahead: where a new team's founder lands. */
function FindPeopleSection({ team }: { team: TeamDetail }) {
  const event = useEvent(team.eventId);
  if (team.full || !event.data || event.data.past) return null;
  return (
    <PageSection title={`Find people for ${team.name}`}>
      <FindPeople team={team} />
    </PageSection>
  );
}

/**
 * /teams/:teamId: the team (event, idea, members, open roles) and the actions of whoever looks at
 * it — the owner manages members, requests and the team itself; a member may leave; an invited
 * person answers; a requester may withdraw; members find people while the team has room; someone looking at the event may ask to join; after
 * the event, members say who they would team up with again. Members (the owner included) see the
 * team chat; nobody else sees anything of it.
 */
export function TeamPage() {
  const { teamId = '' } = useParams();
  const team = useTeam(teamId);
  const myId = useStore($user)._id;

  if (!team.data) {
    if (team.isError && apiStatus(team.error) === 404) {
      return (
        <PageFrame title="Team not found">
          <p className="hm-teams-note">
            It may have ended, or the link is wrong. <Link to="/events">See the hackathons</Link>
          </p>
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Team">
        {team.isError ? <LoadFailed message="Could not load the team." onRetry={() => void team.refetch()} retrying={team.isFetching} /> : <Loading label="Loading the team" />}
      </PageFrame>
    );
  }

  const t = team.data;
  const { relation } = t.me;
  const member = relation === 'owner' || relation === 'member';
  return (
    <PageFrame title={t.name}>
      <TeamOverview team={t} />
      <MyTeamRequest team={t} />
      {relation === 'none' ? <OutsiderActions team={t} /> : null}
      <PageSection title="Members">
        <Members team={t} myId={myId} />
      </PageSection>
      {member ? <TeamChat key={t._id} teamId={t._id} /> : null}
      {relation === 'owner' ? <PendingRequests team={t} /> : null}
      {member ? <FindPeopleSection team={t} /> : null}
      {member ? (
        <PageSection title="Your membership">
          <div className="hm-teams-page__actions">
            {relation === 'owner' ? <EditTeam team={t} /> : null}
            {myId && (relation === 'member' || t.members.length <= 1) ? <LeaveTeam team={t} myId={myId} /> : null}
          </div>
          {relation === 'owner' && t.members.length > 1 ? (
            <p className="hm-muted hm-teams-note">To leave, first make another member the owner.</p>
          ) : null}
        </PageSection>
      ) : null}
      {relation !== 'owner' ? (
        <div className="hm-teams-page__actions">
          <ReportTeam team={t} />
        </div>
      ) : null}
    </PageFrame>
  );
}
