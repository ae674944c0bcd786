export { Layout } from './components/layout';
export { LoadingState } from './components/loading-state';
export { UnavailableState } from './components/unavailable-state';
