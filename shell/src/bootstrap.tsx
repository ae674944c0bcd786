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

// index.html has it.
const root = document.getElementById('root')!;
// The landing page renders without the router; app.tsx (the router and all it brings) loads when needed.
const load = () => import('./app');
// When the server sent the landing page's HTML (server.tsx; `/` only), the browser takes it over
// as it is, with what the server knew when it rendered it. A mismatch is logged by React
// (console.error) and that part rendered again.
const server = root.firstElementChild ? { signedIn: root.dataset.signedIn === 'true' } : null;
const page = <ShellRoot load={load} server={server} />;
if (server) hydrateRoot(root, page);
else createRoot(root).render(page);
