// The frame every teams screen is built in: the page with its one h1, titled sections, and the
// loading and failed states of what it loads.
export { CardSkeletons, LoadFailed, Loading } from './components/load-states';
export { PageFrame, PageSection } from './components/page-frame';
