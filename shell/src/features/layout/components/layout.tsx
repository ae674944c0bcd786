import type { ReactNode } from 'react';
import { Navbar } from '../../navbar';
import './layout.css';

interface LayoutProps {
  children: ReactNode;
  /** The toast container, once there is anything that toasts (remotes, queries): see app.tsx. */
  toasts?: ReactNode;
}

/** The one layout every route renders in (SPEC §2): navbar, the routed screen, toasts. */
export function Layout({ children, toasts }: LayoutProps) {
  return (
    <div className="hm-app">
      <a className="hm-skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="hm-main" tabIndex={-1}>
        {children}
      </main>
      {toasts}
    </div>
  );
}
