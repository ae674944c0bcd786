import { ANNOUNCEMENT_MAX, type Announcement } from '@hackmate/shared/contracts';
import { useId, useState, type FormEvent } from 'react';
import { usePostAnnouncement } from '../hooks/use-organiser-tools';
import { postedText } from '../lib/announcements';
import './organisers.css';

export const NO_ANNOUNCEMENTS_TEXT = 'No announcements yet.';

/** The organisers' announcements, newest first. */
export function AnnouncementList({ announcements }: { announcements: Announcement[] }) {
  if (announcements.length === 0) return <p className="hm-muted">{NO_ANNOUNCEMENTS_TEXT}</p>;
  return (
    <ol className="hm-announcements" aria-label="Announcements">
      {announcements.map((a) => (
        <li key={a._id} className="hm-card hm-announcement">
          <time className="hm-muted" dateTime={a.createdAt}>
            {postedText(a.createdAt)}
          </time>
          <p className="hm-announcement__text">{a.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** An organiser's post box: everyone at the event sees it on this page, live, and by mail or push as they chose. */
export function AnnouncementComposer({ eventId }: { eventId: string }) {
  const [text, setText] = useState('');
  const post = usePostAnnouncement(eventId);
  const hintId = useId();
  const empty = text.trim().length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || post.isPending) return;
    post.mutate(text.trim(), { onSuccess: () => setText('') });
  }

  return (
    <form className="hm-announcement-form" onSubmit={submit} aria-label="Post an announcement">
      <label className="hm-visually-hidden" htmlFor={`${hintId}-text`}>
        Announcement
      </label>
      <textarea
        id={`${hintId}-text`}
        className="hm-input"
        rows={3}
        maxLength={ANNOUNCEMENT_MAX}
        placeholder="Tell everyone at the event…"
        aria-describedby={hintId}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={hintId} className="hm-muted">
        Participants see it here at once, and by e-mail or push as they chose.
      </p>
      <button type="submit" className="hm-btn hm-btn-primary" disabled={empty || post.isPending}>
        {post.isPending ? 'Sending…' : 'Announce'}
      </button>
    </form>
  );
}
