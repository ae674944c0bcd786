/** A neutral silhouette, inlined so the fallback itself can never fail to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9ca3af"/>' +
      '<circle cx="32" cy="25" r="12" fill="#f3f4f6"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#f3f4f6"/></svg>',
  );

/** onError handler for <img>: swap a broken avatar for the default once (no loop if that fails too). */
export function fallBackToDefaultAvatar(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (img.src !== DEFAULT_AVATAR) img.src = DEFAULT_AVATAR;
}
