export { ConnectAction } from './components/connect-action';
