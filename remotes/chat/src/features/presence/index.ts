// Who of the user's connections is online, or when they were last active (only people who show it).
export { PresenceDot } from './components/presence-dot';
export { PresenceLabel } from './components/presence-label';
export { usePresence } from './hooks/use-presence';
export type { PresenceMap } from './lib/presence-map';
