// The one way into remote loading for the rest of the shell.
export { RemoteApp, type RemoteAppProps } from './remote-app';
export { RemoteConfigError, loadRemoteApp, type MountedRemote, type RemoteLoader } from './load-remote';
