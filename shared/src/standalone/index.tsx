import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@hackmate/shared/router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { keepLiveConnectionWhileSignedIn } from '@hackmate/shared/live';
// Through the package, so the page's one query cache is the singleton's, as in the shell.
import { QueryProvider } from '@hackmate/shared/query';

/**
 * Mounts a remote's `./app` on its own page, for working on that remote alone (`pnpm dev` in its
 * folder): the router, query cache, toast container and live connection the shell would
 * otherwise provide.
 */
export function mountStandalone(App: ComponentType<{ basename: string }>, root = document.getElementById('root')!): void {
  keepLiveConnectionWhileSignedIn();
  createRoot(root).render(
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/*" element={<App basename="/" />} />
          </Routes>
          <ToastContainer position="top-right" autoClose={3000} newestOnTop />
        </BrowserRouter>
      </QueryProvider>
    </StrictMode>,
  );
}
