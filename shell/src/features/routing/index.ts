// The router-bound half of navigation: loaded with react-router (app.tsx), never on the landing page.
export { RouterLinks } from './components/router-links';
export { useHashScroll } from './hooks/use-hash-scroll';
export { useFocusHeadingOnNavigate } from './hooks/use-focus-heading';
