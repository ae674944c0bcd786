// Router-free: this runs on the landing page before react-router is loaded (see deferred-router).
export { AppLink, AppNavLink, LinksProvider, type AppLinkProps, type AppNavLinkProps, type LinkComponents } from './components/app-link';
export { DeferredRouter, type RouterModule } from './components/deferred-router';
export { scrollToHash } from './lib/scroll-to-hash';
