import type { EventDetail, EventMode, EventVisibility } from '@hackmate/shared/contracts';

/** What the event form holds: dates as a datetime-local input shows them (local time, no zone). */
export interface EventFormValues {
  name: string;
  startsAt: string;
  endsAt: string;
  mode: EventMode;
  city: string;
  website: string;
  minTeamSize: number;
  maxTeamSize: number;
  visibility: EventVisibility;
}

export const EVENT_FIELDS = ['name', 'startsAt', 'endsAt', 'mode', 'city', 'website', 'minTeamSize', 'maxTeamSize', 'visibility'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export const EMPTY_EVENT: EventFormValues = { name: '', startsAt: '', endsAt: '', mode: 'online', city: '', website: '', minTeamSize: 1, maxTeamSize: 4, visibility: 'public' };

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A datetime-local value ("2026-03-01T09:00") as an instant with the viewer's offset at that
 * date ("2026-03-01T09:00:00+01:00"); '' stays '' (the schema then asks for a date).
 */
export function localInputToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${local.slice(0, 16)}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant as a datetime-local input shows it in the viewer's time zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form filled with an event, for editing it. */
export function eventFormValues(event: EventDetail): EventFormValues {
  return {
    name: event.name,
    startsAt: isoToLocalInput(event.startsAt),
    endsAt: isoToLocalInput(event.endsAt),
    mode: event.mode,
    city: event.city ?? '',
    website: event.website,
    minTeamSize: event.minTeamSize,
    maxTeamSize: event.maxTeamSize,
    visibility: event.visibility,
  };
}

/** What the form sends (before the contract checks it): a city only for an in-person event. */
export function eventBodyInput(values: EventFormValues) {
  const city = values.city.trim();
  return {
    name: values.name,
    startsAt: localInputToIso(values.startsAt),
    endsAt: localInputToIso(values.endsAt),
    mode: values.mode,
    ...(values.mode === 'in-person' && city ? { city } : {}),
    website: values.website.trim(),
    minTeamSize: values.minTeamSize,
    maxTeamSize: values.maxTeamSize,
    visibility: values.visibility,
  };
}
