export { RemoteApp } from './components/remote-app';
