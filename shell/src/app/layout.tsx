import type { ReactNode } from 'react';
import { Navbar } from '../features/navbar/components/navbar';
import { useHashScroll } from '../navigation/use-hash-scroll';
import { AppToastContainer } from '../features/toasts/app-toast-container';

/** The one layout every route renders in (SPEC §2): navbar, the routed screen, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  useHashScroll();
  return (
    <div className="hm-app">
      <a className="hm-skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="hm-main" tabIndex={-1}>
        {children}
      </main>
      <AppToastContainer />
    </div>
  );
}
