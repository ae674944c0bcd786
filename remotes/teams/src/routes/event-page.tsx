import { apiStatus } from '@hackmate/shared/api';
import { Link, useParams } from '@hackmate/shared/router';
import { AttendancePanel, LookingList } from '../features/attendance';
import { MatchMeSwitch, ProposalCard } from '../features/auto-team';
import { EventDetails, useEvent } from '../features/events';
import { FindPeople } from '../features/find-people';
import { LoadFailed, Loading, PageFrame, PageSection } from '../features/layout';
import { AnnouncementComposer, AnnouncementList, OrganiserTools, useLiveAnnouncements } from '../features/organisers';
import { AskToJoin, InvitePerson } from '../features/team-requests';
import { CreateTeam, EventTeams, TeamCard, useTeam } from '../features/teams';

/**
 * /events/:eventId: the event (with its organisers' tools and announcements), my plans there (going, looking, "Match me" and the team it proposed
 * to me), my team or "Create a team", "Find people for <team>" while my team has room, the teams
 * ("Ask to join" while I look and have none) and the people looking (an owner invites them); a
 * link to the feed's deck of the people going.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const me = event.data?.me ?? null;
  const myTeam = useTeam(me?.teamId);
  useLiveAnnouncements(eventId);

  if (!event.data) {
    if (event.isError && apiStatus(event.error) === 404) {
      return (
        <PageFrame title="Hackathon not found">
          <p className="hm-teams-note">
            It may have been removed, or the link is wrong. <Link to="/events">See all hackathons</Link>
          </p>
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Hackathon">
        {event.isError ? <LoadFailed message="Could not load the hackathon." onRetry={() => void event.refetch()} retrying={event.isFetching} /> : <Loading label="Loading the hackathon" />}
      </PageFrame>
    );
  }

  const e = event.data;
  const open = !e.past;
  const ownTeam = open && myTeam.data?.me.relation === 'owner' ? myTeam.data : undefined;
  const relation = myTeam.data?.me.relation;
  const findFor = open && myTeam.data && !myTeam.data.full && (relation === 'owner' || relation === 'member') ? myTeam.data : undefined;
  const invited = new Set(ownTeam?.pending?.filter((r) => r.kind === 'invite').map((r) => r.person._id));
  const looking = open && !me?.teamId ? me?.looking : null;

  return (
    <PageFrame
      title={e.name}
      actions={
        e.canEdit ? (
          <Link className="hm-btn" to={`/events/${e._id}/edit`}>
            Edit
          </Link>
        ) : null
      }
    >
      <EventDetails event={e} />
      {/* The feed's deck of this event: a plain address, the feed is another part of the app. */}
      <p className="hm-teams-note">
        <Link to={`/feed?event=${e._id}`}>Swipe people going to {e.name}</Link>
      </p>
      {e.canEdit ? (
        <PageSection title="Organiser tools">
          <OrganiserTools eventId={e._id} />
        </PageSection>
      ) : null}
      {e.canEdit || e.announcements.length > 0 ? (
        <PageSection title="Announcements">
          {e.canEdit ? <AnnouncementComposer eventId={e._id} /> : null}
          <AnnouncementList announcements={e.announcements} />
        </PageSection>
      ) : null}
      <PageSection title="Your plans">
        <AttendancePanel event={e} postExtra={<MatchMeSwitch eventId={e._id} />} />
        <ProposalCard eventId={e._id} enabled={open && Boolean(me)} inTeam={Boolean(me?.teamId)} />
      </PageSection>
      {me?.teamId ? (
        <PageSection title="Your team">
          {myTeam.data ? <TeamCard team={myTeam.data} /> : <Link to={`/teams/${me.teamId}`}>Open your team</Link>}
        </PageSection>
      ) : null}
      {findFor ? (
        <PageSection title={`Find people for ${findFor.name}`}>
          <FindPeople team={findFor} />
        </PageSection>
      ) : null}
      <PageSection title="Teams">
        {open && !me?.teamId ? <CreateTeam event={e} /> : null}
        <EventTeams eventId={e._id} actions={looking ? (team) => (team.full ? null : <AskToJoin team={team} myRoles={looking.bring} />) : undefined} />
      </PageSection>
      <PageSection title="Looking for a team">
        <LookingList eventId={e._id} actions={ownTeam ? (person) => <InvitePerson team={ownTeam} person={person} invited={invited.has(person.user._id)} /> : undefined} />
      </PageSection>
    </PageFrame>
  );
}
