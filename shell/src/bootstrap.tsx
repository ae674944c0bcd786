// First, so that the features' own stylesheets come after the tokens and base classes.
import './theme.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startLiveLayer } from './features/live';
import { applyThemeToDocument } from './features/theme';
import { ShellRoot } from './shell-root';

// Before the first paint, so the page never flashes the wrong theme.
applyThemeToDocument();
// Opens the live connection once the server says someone is signed in (never for a visitor).
startLiveLayer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The landing page renders without the router; app.tsx (the router and all it brings) loads when needed.
const load = () => import('./app');
if (root.firstElementChild && window.location.pathname === '/') {
  // The server sent the landing page's HTML (server.tsx): take it over as it is, with what the
  // server knew when it rendered it.
  const server = { signedIn: root.dataset.signedIn === 'true' };
  // A mismatch is logged by React (console.error) and that part rendered again by the browser.
  hydrateRoot(root, <ShellRoot load={load} server={server} />);
} else {
  createRoot(root).render(<ShellRoot load={load} />);
}
