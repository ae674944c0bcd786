export { Layout } from './components/layout';
export { LoadingState } from './components/loading-state';
export { UnavailableState } from './components/unavailable-state';
export { NeedsNewerAppState } from './components/needs-newer-app-state';
