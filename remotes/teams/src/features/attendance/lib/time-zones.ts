/** The time zone this browser is in ("Europe/Berlin"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

let zones: string[] | undefined;

/** Every IANA zone the browser knows, with `current` among them even if the list lacks it (e.g. "UTC"). */
export function timeZoneOptions(current: string): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** "Europe/Berlin" → "Europe/Berlin", "America/Argentina/Buenos_Aires" → "America/Argentina/Buenos Aires". */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');
