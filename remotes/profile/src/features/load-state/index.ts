// How the settings sections draw data they read: loading, failed with Retry, or ready.
export { LoadState, type LoadStateProps } from './components/load-state';
export { loadableOf, type Loadable } from './lib/loadable';
