import type { Announcement, EventDetail } from '@hackmate/shared/contracts';

/** The event with `announcement` on top of its list; unchanged when it is there already (a live copy of one just posted). */
export function withAnnouncement(event: EventDetail | undefined, announcement: Announcement): EventDetail | undefined {
  if (!event || event.announcements.some((a) => a._id === announcement._id)) return event;
  return { ...event, announcements: [announcement, ...event.announcements] };
}

/** When it was posted, as people read it: "Mar 1, 09:30". */
export function postedText(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
