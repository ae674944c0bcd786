/** New, unsaved projects and hackathons carry an id beginning 'temp-' until the server returns theirs (SPEC §3). */
export const TEMP_PREFIX = 'temp-';

export function newTempId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${TEMP_PREFIX}${random}`;
}

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}
