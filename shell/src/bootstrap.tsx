// First, so that the features' own stylesheets come after the tokens and base classes.
import './theme.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout, LoadingState, UnavailableState } from './features/layout';
import { startLiveLayer } from './features/live';
import { DeferredRouter } from './features/navigation';
import { applyThemeToDocument } from './features/theme';
import { LandingPage } from './routes/landing-page';

// Before the first paint, so the page never flashes the wrong theme.
applyThemeToDocument();
// Opens the live connection once the server says someone is signed in (never for a visitor).
startLiveLayer();

const inLayout = (content: ReactNode) => <Layout>{content}</Layout>;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The landing page renders without the router; app.tsx (the router and all it brings) loads when needed.
createRoot(root).render(
  <StrictMode>
    <DeferredRouter
      load={() => import('./app')}
      landing={inLayout(<LandingPage />)}
      loading={inLayout(<LoadingState />)}
      failed={(retry) => inLayout(<UnavailableState onRetry={retry} />)}
    />
  </StrictMode>,
);
