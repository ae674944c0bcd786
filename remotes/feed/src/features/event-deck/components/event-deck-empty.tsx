import { Link } from '@hackmate/shared/router';

/** An event's deck ran out, or the event is not there (unknown, or invite-only and not mine). */
export function EventDeckEmpty({ name, notFound }: { name: string | undefined; notFound: boolean }) {
  return (
    <>
      <p>{notFound ? 'This hackathon could not be found.' : `You've seen everyone going to ${name ?? 'this hackathon'}.`}</p>
      <Link className="hm-btn hm-btn-primary" to="/feed">
        Back to the whole feed
      </Link>
    </>
  );
}
