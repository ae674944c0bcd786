import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import './styles/theme.css';
import './styles/shell.css';
import { App } from './app/app';
import { applyThemeToDocument } from './lib/apply-theme';

// Before the first paint, so the page never flashes the wrong theme.
applyThemeToDocument();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
