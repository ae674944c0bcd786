import { apiStatus } from '@hackmate/shared/api';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { EVENT_FIELDS, EventForm, eventFormValues, useEvent, useSaveEvent, type EventField } from '../features/events';
import { serverErrors, type FormErrors } from '../features/forms';
import { LoadFailed, Loading, PageFrame } from '../features/layout';

/** /events/:eventId/edit: the creator edits the event with the form that added it. */
export function EditEventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const save = useSaveEvent(eventId);
  const navigate = useNavigate();
  const [refused, setRefused] = useState<FormErrors<EventField>>({});

  if (!event.data) {
    if (event.isError && apiStatus(event.error) === 404) {
      return (
        <PageFrame title="Hackathon not found">
          <p className="hm-teams-note">
            It may have been removed. <Link to="/events">See all hackathons</Link>
          </p>
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Edit hackathon">
        {event.isError ? <LoadFailed message="Could not load the hackathon." onRetry={() => void event.refetch()} retrying={event.isFetching} /> : <Loading label="Loading the hackathon" />}
      </PageFrame>
    );
  }
  if (!event.data.canEdit) {
    return (
      <PageFrame title="Edit hackathon">
        <p className="hm-teams-note" role="alert">
          Only the person who added this hackathon can edit it. <Link to={`/events/${eventId}`}>Back to {event.data.name}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`Edit ${event.data.name}`} actions={<Link to={`/events/${eventId}`}>Cancel</Link>}>
      <EventForm
        initial={eventFormValues(event.data)}
        submitLabel="Save changes"
        pending={save.isPending}
        serverErrors={refused}
        onEdit={() => setRefused({})}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: () => {
              toast.success('Saved.');
              navigate(`/events/${eventId}`);
            },
            onError: (error) => setRefused(serverErrors(error, EVENT_FIELDS, 'Could not save the hackathon. Please try again.')),
          })
        }
      />
    </PageFrame>
  );
}
