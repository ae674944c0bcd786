// Toasts for what the live connection tells the user (messages, requests); app.tsx mounts them with the router.
export { useLiveToasts } from './hooks/use-live-toasts';
