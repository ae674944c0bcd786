// Running an event: announcements (the list everyone sees, the organisers' post box, live
// updates), the invite link, the teams CSV, and joining through an invite link.
export { AnnouncementComposer, AnnouncementList, NO_ANNOUNCEMENTS_TEXT } from './components/announcements';
export { OrganiserTools } from './components/organiser-tools';
export { useLiveAnnouncements } from './hooks/use-live-announcements';
export { useJoinEvent } from './hooks/use-organiser-tools';
