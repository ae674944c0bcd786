// The live layer's shell side: the connection's lifetime and the unread count in the title.
export { startLiveLayer } from './lib/start-live-layer';
