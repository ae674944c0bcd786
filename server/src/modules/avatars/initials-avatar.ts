/** Where generated initials avatars are served (under the API base). */
export const AVATARS_PATH = '/api/avatars';

const NAME = /^([A-Z]{1,2})-(\d{1,3})\.svg$/;

/** `/api/avatars/AL-210.svg` for Ada Lovelace on hue 210: a short URL instead of a data URL on every card. */
export function initialsAvatarUrl(fullName: string, hue: number): string {
  const initials = fullName
    .split(/\s+/)
    .map((word) => word.normalize('NFD').replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .toUpperCase();
  const shown = (initials[0] ?? 'H') + (initials.length > 1 ? initials[initials.length - 1] : '');
  return `${AVATARS_PATH}/${shown}-${Math.abs(Math.round(hue)) % 360}.svg`;
}

/** The SVG for a file name made by initialsAvatarUrl, or null for anything else. */
export function initialsAvatarSvg(fileName: string): string | null {
  const match = NAME.exec(fileName);
  if (!match) return null;
  const [, initials, hue] = match;
  if (Number(hue) > 359) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><rect width="256" height="256" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="104" fill="#fff">${initials}</text></svg>`
  );
}
