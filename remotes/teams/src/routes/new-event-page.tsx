import { useState } from 'react';
import { Link, useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { EVENT_FIELDS, EventForm, useSaveEvent, type EventField } from '../features/events';
import { serverErrors, type FormErrors } from '../features/forms';
import { PageFrame } from '../features/layout';

/** /events/new ("Add a hackathon"): the event form; the new event's page once added. */
export function NewEventPage() {
  const save = useSaveEvent();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<FormErrors<EventField>>({});

  return (
    <PageFrame title="Add a hackathon" actions={<Link to="/events">Back to hackathons</Link>}>
      <EventForm
        submitLabel="Add hackathon"
        pending={save.isPending}
        serverErrors={refused}
        onEdit={() => setRefused({})}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: (event) => {
              toast.success(`${event.name} was added.`);
              navigate(`/events/${event._id}`);
            },
            onError: (error) => setRefused(serverErrors(error, EVENT_FIELDS, 'Could not add the hackathon. Please try again.')),
          })
        }
      />
    </PageFrame>
  );
}
